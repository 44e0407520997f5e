import { Link, type LinkProps } from "@tanstack/react-router";

/** One section of a settings area: its label and where it lives. */
export interface SettingsSection {
  label: string;
  link: LinkProps;
}

/**
 * The section navigation of a settings area (the account's, an organization's), as GitHub or Vercel
 * show it: a column beside the page on wide screens, a row that scrolls on a phone.
 */
export function SettingsNav({ label, sections }: { label: string; sections: SettingsSection[] }) {
  return (
    <nav aria-label={label} className="min-w-0 md:w-48 md:shrink-0">
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {sections.map((section) => (
          <li key={section.label}>
            <Link
              {...section.link}
              className="text-muted-foreground hover:bg-muted hover:text-foreground block rounded-md px-3 py-2 text-sm whitespace-nowrap"
              activeProps={{ className: "bg-muted text-foreground font-medium", "aria-current": "page" }}
              activeOptions={{ includeSearch: false, ...section.link.activeOptions }}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
