import { organizationInitials } from "@app/domain";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";

/** A preview of the avatar as the menus will show it: the picture, or the name's initials. */
export function ProfileAvatar({ name, image }: { name: string; image?: string | null }) {
  return (
    <Avatar className="size-14 rounded-lg">
      {/* keyed so a new URL starts loading afresh instead of keeping the previous picture's state */}
      {image ? <AvatarImage key={image} src={image} alt="" className="object-cover" /> : null}
      <AvatarFallback className="rounded-lg text-base font-medium">{organizationInitials(name) || "?"}</AvatarFallback>
    </Avatar>
  );
}
