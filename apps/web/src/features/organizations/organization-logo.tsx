import { organizationInitials } from "@app/domain";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

/** The organization's logo, or the initials of its first two words while there is none (or it fails). */
export function OrganizationLogo({
  name,
  logo,
  className,
}: {
  name: string;
  logo?: string | null;
  className?: string;
}) {
  return (
    <Avatar className={cn("size-10 rounded-lg", className)}>
      {logo ? <AvatarImage src={logo} alt="" className="object-cover" /> : null}
      <AvatarFallback className="rounded-lg font-medium">{organizationInitials(name) || "?"}</AvatarFallback>
    </Avatar>
  );
}
