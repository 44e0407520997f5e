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
      toast.success("Your account was deleted");
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
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your account, your documents and your sessions are deleted for good. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {preview.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : preview.isError ? (
            <p className="text-destructive text-sm">{preview.error.message}</p>
          ) : (
            <div className="grid gap-2 text-sm">
              {blocking.length > 0 ? (
                <p className="border-destructive/50 text-destructive rounded-md border p-3">
                  You are the only owner of {names(blocking)}, which other people belong to. Make someone else an owner
                  or delete {blocking.length === 1 ? "it" : "them"} first.
                </p>
              ) : null}
              {deleted.length > 0 ? (
                <p>
                  {deleted.length === 1 ? "This organization has" : "These organizations have"} no other members and{" "}
                  {deleted.length === 1 ? "is" : "are"} deleted with your account:{" "}
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
            label={`Type ${email} to confirm`}
            autoComplete="off"
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
          {hasPassword ? (
            <FormField
              id="delete-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : (
            <p className="text-muted-foreground text-xs">
              Your account has no password: deleting it needs a sign-in within the last day.
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
