import { m } from "@app/i18n/messages";
import { useState } from "react";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteAccountMutation, useDeletionPreview } from "./api";

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  hasPassword: boolean;
  onDeleted: () => Promise<void>;
}

const names = (organizations: { name: string }[]) => organizations.map((o) => o.name).join(", ");

/**
 * Type the email to confirm, and the password. Says first which organizations go with the account and
 * which block it (an organization is never left without an owner, decision 013).
 */
export function DeleteAccountDialog({ open, onOpenChange, email, hasPassword, onDeleted }: DeleteAccountDialogProps) {
  const [typedEmail, setTypedEmail] = useState("");
  const [password, setPassword] = useState("");
  const preview = useDeletionPreview(open);
  const remove = useDeleteAccountMutation({
    onSuccess: async () => {
      toast.success(m.danger_deleted());
      await onDeleted();
    },
    onError: (error) => toast.error(error.message),
  });
  const blocking = preview.data?.blockingOrganizations ?? [];
  const deleted = preview.data?.deletedOrganizations ?? [];
  const confirmed = typedEmail.trim().toLowerCase() === email.toLowerCase() && (!hasPassword || password.length > 0);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setTypedEmail("");
      setPassword("");
      remove.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed) remove.mutate({ password: hasPassword ? password : undefined });
          }}
        >
          <DialogHeader>
            <DialogTitle>{m.danger_dialog_title()}</DialogTitle>
            <DialogDescription>{m.danger_dialog_description()}</DialogDescription>
          </DialogHeader>
          {preview.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : preview.isError ? (
            <p className="text-destructive text-sm">{preview.error.message}</p>
          ) : (
            <div className="grid gap-2 text-sm">
              {blocking.length > 0 ? (
                <p className="border-destructive/50 text-destructive rounded-md border p-3">
                  {m.danger_blocking({ count: blocking.length, names: names(blocking) })}
                </p>
              ) : null}
              {deleted.length > 0 ? (
                <p>
                  {m.danger_deleted_organizations({ count: deleted.length })}{" "}
                  <strong className="font-medium">{names(deleted)}</strong>.
                </p>
              ) : null}
            </div>
          )}
          {remove.error ? (
            <p role="alert" className="text-destructive text-sm">
              {remove.error.message}
            </p>
          ) : null}
          <FormField
            id="delete-confirm-email"
            label={m.danger_type_to_confirm({ email })}
            autoComplete="off"
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
          {hasPassword ? (
            <FormField
              id="delete-password"
              label={m.account_password_label()}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : (
            <p className="text-muted-foreground text-xs">{m.danger_no_password()}</p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              {m.danger_cancel()}
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
              {remove.isPending ? m.danger_deleting() : m.danger_delete_account()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
