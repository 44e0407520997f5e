import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { APP_TITLE } from "@/lib/page-title";
import { cn } from "@/lib/utils";

const footerLinks = [
  { to: "/", label: m.common_home },
  { to: "/about", label: m.layout_about },
  { to: "/privacy", label: m.layout_privacy },
  { to: "/terms", label: m.layout_terms },
] as const;

/** The footer (docs/product.md#public-layout): Home, About, Privacy, Terms and the copyright line; on the public pages and the dashboard. */
export function SiteFooter({ className }: { className?: string }) {
  return (
    <footer className={cn("border-t", className)}>
      <div className="text-muted-foreground mx-auto flex max-w-5xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm sm:flex-row">
        <nav aria-label={m.layout_footer()} className="flex gap-4">
          {footerLinks.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-foreground">
              {link.label()}
            </Link>
          ))}
        </nav>
        {/* The year as written, not as a number: German would group it as 2.026. The prerendered page
            has the build's year; after a new year React keeps the browser's without an error. */}
        <p suppressHydrationWarning>{m.layout_copyright({ year: String(new Date().getFullYear()), app: APP_TITLE })}</p>
      </div>
    </footer>
  );
}
