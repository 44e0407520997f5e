import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initials } from "@/lib/initials";
import { cn } from "@/lib/utils";

interface InitialsAvatarProps {
  name: string;
  image?: string | null;
  /** Size and shape of the avatar, e.g. "size-8 rounded-lg". */
  className?: string;
  /** Shape and colours of the initials shown without a picture (or while it fails to load). */
  fallbackClassName?: string;
}

/** A person's or an organization's picture, or the initials of its name (docs/product.md#organization-list-and-manage-view). */
export function InitialsAvatar({ name, image, className, fallbackClassName }: InitialsAvatarProps) {
  return (
    <Avatar className={className}>
      {/* keyed so a new URL starts loading afresh instead of keeping the previous picture's state */}
      {image ? <AvatarImage key={image} src={image} alt="" className="object-cover" /> : null}
      <AvatarFallback className={cn("font-medium", fallbackClassName)}>{initials(name) || "?"}</AvatarFallback>
    </Avatar>
  );
}
