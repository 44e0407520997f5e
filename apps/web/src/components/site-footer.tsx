import { Link } from "@tanstack/react-router";
import { APP_TITLE } from "@/lib/page-title";
import { cn } from "@/lib/utils";

const footerLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
] as const;

/** SPEC §2 footer: Home, About, Privacy, Terms and the copyright line; on the public pages and the dashboard. */
export function SiteFooter({ className }: { className?: string }) {
  return (
    <footer className={cn("border-t", className)}>
      <div className="text-muted-foreground mx-auto flex max-w-5xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm sm:flex-row">
        <nav aria-label="Footer" className="flex gap-4">
          {footerLinks.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-foreground">
              {link.label}
            </Link>
          ))}
        </nav>
        <p>
          © {new Date().getFullYear()} {APP_TITLE}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
