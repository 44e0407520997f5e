import { cn } from "@/lib/utils";
import { InitialsAvatar } from "./initials-avatar";

interface OrganizationLogoProps {
  name: string;
  logo?: string | null;
  className?: string;
  /** In the sidebar the initials take the sidebar's primary colours. */
  tone?: "default" | "sidebar";
}

/** The organization's logo, or the initials of its first two words while there is none (or it fails). */
export function OrganizationLogo({ name, logo, className, tone = "default" }: OrganizationLogoProps) {
  return (
    <InitialsAvatar
      name={name}
      image={logo}
      className={cn("size-10 rounded-lg", className)}
      fallbackClassName={cn("rounded-lg", tone === "sidebar" && "bg-sidebar-primary text-sidebar-primary-foreground")}
    />
  );
}
