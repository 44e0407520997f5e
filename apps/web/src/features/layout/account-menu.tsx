import { m } from "@app/i18n/messages";
import { Link, useHydrated, useNavigate } from "@tanstack/react-router";
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

/** Header account menu of the public layout (docs/product.md#public-layout). */
export function AccountMenu() {
  const { data: session, isPending } = useSession();
  // Unknown on the prerendered page and while React hydrates it: the session is the browser's.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const signOut = useSignOutMutation({ onSuccess: () => navigate({ to: "/" }) });

  // The size of the 'Sign In' button, which most visitors of a public page get: nothing moves when it comes.
  if (isPending || !hydrated) {
    return (
      <Skeleton aria-hidden className="inline-flex h-8 items-center px-3 text-sm font-medium">
        <span className="invisible">{m.common_sign_in()}</span>
      </Skeleton>
    );
  }
  if (!session) {
    return (
      <Button asChild size="sm">
        <Link to="/login">{m.common_sign_in()}</Link>
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-48">
          <User />
          <span className="truncate">{session.user.name || m.layout_user_fallback()}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <div className="font-medium">{m.layout_my_account()}</div>
          <div className="text-muted-foreground truncate text-xs font-normal">
            {session.user.email || m.layout_no_email()}
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard/account">{m.layout_profile()}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard/organizations">{m.common_organizations()}</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">
          {m.language_label()}
        </DropdownMenuLabel>
        <LanguageRadioItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()}>
          <LogOut />
          {m.common_sign_out()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
