import { BookOpen, Bot, FileText, type LucideIcon, Settings2, ShieldCheck, SquareTerminal } from "lucide-react";

/** A sidebar link; without url it is a placeholder that goes nowhere (SPEC §2 Sidebar). */
export interface NavItem {
  title: string;
  url?: string;
}

export interface NavGroup {
  title: string;
  icon: LucideIcon;
  items: NavItem[];
}

// Plain string urls, not typed router paths: some targets (admin users, documents) arrive with other work.
export const adminGroup: NavGroup = {
  title: "Admin",
  icon: ShieldCheck,
  items: [
    { title: "Users", url: "/dashboard/admin/users" },
    { title: "Failed mail", url: "/dashboard/admin/mail" },
  ],
};

export const navGroups: NavGroup[] = [
  {
    title: "Documents",
    icon: FileText,
    items: [{ title: "Gewerbeanmeldung", url: "/dashboard/docs/gewerbeanmeldung" }],
  },
  {
    title: "Dev",
    icon: SquareTerminal,
    items: [
      { title: "Components", url: "/dashboard/dev/components" },
      { title: "Debug", url: "/dashboard/dev/debug" },
    ],
  },
  // The starter template's groups: the spec keeps them, but their links go nowhere.
  { title: "Models", icon: Bot, items: [{ title: "Genesis" }, { title: "Explorer" }, { title: "Quantum" }] },
  {
    title: "Documentation",
    icon: BookOpen,
    items: [{ title: "Introduction" }, { title: "Get Started" }, { title: "Tutorials" }, { title: "Changelog" }],
  },
  {
    title: "Settings",
    icon: Settings2,
    items: [{ title: "General" }, { title: "Team" }, { title: "Billing" }, { title: "Limits" }],
  },
];

/** Groups shown expanded until the user chooses otherwise. */
export const defaultExpandedGroups: Record<string, boolean> = { Dev: true };

/** True when pathname is url or a page below it. */
export function isCurrent(pathname: string, url: string) {
  return pathname === url || pathname.startsWith(`${url}/`);
}
