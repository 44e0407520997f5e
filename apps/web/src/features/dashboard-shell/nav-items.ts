import { m } from "@app/i18n/messages";
import { BookOpen, Bot, FileText, type LucideIcon, Settings2, ShieldCheck, SquareTerminal } from "lucide-react";

/** A sidebar link; without url it is a placeholder that goes nowhere (docs/product.md#sidebar). */
export interface NavItem {
  /** Stable in every language: the React key. */
  id: string;
  title: string;
  url?: string;
}

export interface NavGroup {
  /** Stable in every language: the key of its expanded state in localStorage (the English title, as before). */
  id: string;
  title: string;
  icon: LucideIcon;
  items: NavItem[];
}

// Plain string urls, not typed router paths: some targets (admin users, documents) arrive with other work.
export const adminGroup = (): NavGroup => ({
  id: "Admin",
  title: m.shell_nav_admin(),
  icon: ShieldCheck,
  items: [
    { id: "users", title: m.shell_nav_users(), url: "/dashboard/admin/users" },
    { id: "mail", title: m.shell_nav_failed_mail(), url: "/dashboard/admin/mail" },
  ],
});

export const navGroups = (): NavGroup[] => [
  {
    id: "Documents",
    title: m.shell_nav_documents(),
    icon: FileText,
    // i18n-ignore: the official form's name (GewA 1) stays German in both languages (docs/product.md#sidebar).
    items: [{ id: "gewerbeanmeldung", title: "Gewerbeanmeldung", url: "/dashboard/docs/gewerbeanmeldung" }],
  },
  {
    id: "Dev",
    title: m.shell_nav_dev(),
    icon: SquareTerminal,
    items: [
      { id: "components", title: m.shell_nav_components(), url: "/dashboard/dev/components" },
      { id: "debug", title: m.shell_nav_debug(), url: "/dashboard/dev/debug" },
    ],
  },
  // The starter template's groups: the product keeps them, but their links go nowhere.
  {
    id: "Models",
    title: m.shell_nav_models(),
    icon: Bot,
    items: ["Genesis", "Explorer", "Quantum"].map((name) => ({ id: name.toLowerCase(), title: name })),
  },
  {
    id: "Documentation",
    title: m.shell_nav_documentation(),
    icon: BookOpen,
    items: [
      { id: "introduction", title: m.shell_nav_introduction() },
      { id: "get-started", title: m.shell_nav_get_started() },
      { id: "tutorials", title: m.shell_nav_tutorials() },
      { id: "changelog", title: m.shell_nav_changelog() },
    ],
  },
  {
    id: "Settings",
    title: m.shell_nav_settings(),
    icon: Settings2,
    items: [
      { id: "general", title: m.shell_nav_general() },
      { id: "team", title: m.shell_nav_team() },
      { id: "billing", title: m.shell_billing() },
      { id: "limits", title: m.shell_nav_limits() },
    ],
  },
];

/** Groups shown expanded until the user chooses otherwise (by id). */
export const defaultExpandedGroups: Record<string, boolean> = { Dev: true };

/** True when pathname is url or a page below it. */
export function isCurrent(pathname: string, url: string) {
  return pathname === url || pathname.startsWith(`${url}/`);
}
