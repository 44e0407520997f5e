import { m } from "@app/i18n/messages";
import { Link, useNavigate } from "@tanstack/react-router";
import { LogOut, User } from "lucide-react";
import { LanguageRadioItems } from "@/components/language-switch";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession, useSignOutMutation } from "@/lib/session";

/** Header account menu of the public layout (SPEC §2). */
export function AccountMenu() {
  const { data: session, isPending } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOutMutation({ onSuccess: () => navigate({ to: "/" }) });

  if (isPending) return <Skeleton className="h-9 w-20" />;
  if (!session) {
    return (
      <Button asChild size="sm">
        <Link to="/login">Sign In</Link>
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-48">
          <User />
          <span className="truncate">{session.user.name || "User"}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <div className="font-medium">My Account</div>
          <div className="text-muted-foreground truncate text-xs font-normal">{session.user.email || "No email"}</div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard/account">Profile</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard/organizations">Organizations</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">
          {m.language_label()}
        </DropdownMenuLabel>
        <LanguageRadioItems signedIn />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()}>
          <LogOut />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
