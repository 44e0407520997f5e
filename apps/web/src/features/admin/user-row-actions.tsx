import { type AdminUser, adminMessages, hasPlatformRole } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Ban, LogOut, MoreHorizontal, ShieldCheck, ShieldOff, Trash2, UserCheck, UserRoundCog } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useSession } from "@/lib/session";
import { BanUserDialog } from "./ban-user-dialog";
import { useUserActions } from "./user-actions";

type Confirming = "ban" | "delete" | "impersonate" | "revoke-sessions" | null;

/**
 * The per-row menu: role, ban/unban, impersonate, revoke sessions, delete (all but the role ask first).
 */
export function UserRowActions({ user }: { user: AdminUser }) {
  const { data: session } = useSession();
  const isSelf = session?.user.id === user.id;
  const isAdmin = hasPlatformRole(user.role, "admin");
  const actions = useUserActions(user, isSelf);
  const [confirming, setConfirming] = useState<Confirming>(null);

  return (
    <>
      {/* Not modal: a modal menu that opens a dialog leaves the page inert once both have closed. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" disabled={actions.busy}>
            <MoreHorizontal />
            <span className="sr-only">{m.admin_actions_for({ email: user.email })}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-48">
          <DropdownMenuLabel className="text-muted-foreground truncate text-xs font-normal">
            {user.email}
          </DropdownMenuLabel>
          <ActionItem
            refusal={isSelf ? adminMessages.cannotChangeOwnRole : undefined}
            onSelect={() => actions.setRole(isAdmin ? "user" : "admin")}
          >
            {isAdmin ? <ShieldOff /> : <ShieldCheck />}
            {isAdmin ? m.admin_make_user() : m.admin_make_admin()}
          </ActionItem>
          <ActionItem
            refusal={isSelf ? adminMessages.cannotBanSelf : undefined}
            onSelect={user.banned ? actions.unban : () => setConfirming("ban")}
          >
            {user.banned ? <UserCheck /> : <Ban />}
            {user.banned ? m.admin_unban() : m.admin_ban()}
          </ActionItem>
          <ActionItem
            refusal={
              isSelf ? adminMessages.cannotImpersonateSelf : isAdmin ? adminMessages.cannotImpersonateAdmin : undefined
            }
            onSelect={() => setConfirming("impersonate")}
          >
            <UserRoundCog />
            {m.admin_impersonate()}
          </ActionItem>
          <ActionItem
            refusal={isSelf ? m.admin_cannot_revoke_own_sessions() : undefined}
            onSelect={() => setConfirming("revoke-sessions")}
          >
            <LogOut />
            {m.admin_revoke_sessions()}
          </ActionItem>
          <DropdownMenuSeparator />
          <ActionItem
            destructive
            refusal={isSelf ? adminMessages.cannotDeleteSelf : undefined}
            onSelect={() => setConfirming("delete")}
          >
            <Trash2 />
            {m.admin_delete()}
          </ActionItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <BanUserDialog
        user={user}
        open={confirming === "ban"}
        onOpenChange={(open) => setConfirming(open ? "ban" : null)}
        onConfirm={actions.ban}
      />
      <ConfirmDialog
        open={confirming === "impersonate"}
        onOpenChange={(open) => setConfirming(open ? "impersonate" : null)}
        title={m.admin_impersonate_title({ name: user.name })}
        question={m.admin_confirm_impersonate()}
        confirmLabel={m.admin_impersonate()}
        onConfirm={actions.impersonate}
      />
      <ConfirmDialog
        open={confirming === "revoke-sessions"}
        onOpenChange={(open) => setConfirming(open ? "revoke-sessions" : null)}
        title={m.admin_revoke_sessions_title({ email: user.email })}
        question={m.admin_confirm_revoke_sessions()}
        confirmLabel={m.admin_revoke_sessions()}
        onConfirm={actions.revokeSessions}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => setConfirming(open ? "delete" : null)}
        title={m.admin_delete_title({ email: user.email })}
        question={m.admin_confirm_delete()}
        confirmLabel={m.admin_delete()}
        destructive
        onConfirm={actions.remove}
      />
    </>
  );
}

interface ActionItemProps {
  /** Why the action is not offered; the item is then disabled and says so in a tooltip. */
  refusal?: string;
  destructive?: boolean;
  onSelect: () => void;
  children: ReactNode;
}

function ActionItem({ refusal, destructive, onSelect, children }: ActionItemProps) {
  const item = (
    <DropdownMenuItem
      variant={destructive ? "destructive" : "default"}
      disabled={Boolean(refusal)}
      onSelect={() => onSelect()}
    >
      {children}
    </DropdownMenuItem>
  );
  if (!refusal) return item;
  // A disabled item takes no pointer events, so the tooltip hangs on a wrapper around it.
  // Closes as soon as the pointer leaves, so moving down the menu shows each item's own reason.
  return (
    <Tooltip disableHoverableContent>
      <TooltipTrigger asChild>
        <div>{item}</div>
      </TooltipTrigger>
      <TooltipContent side="left">{refusal}</TooltipContent>
    </Tooltip>
  );
}
