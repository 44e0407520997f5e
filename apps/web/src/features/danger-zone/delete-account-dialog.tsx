import { accountDeletionSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorId, fieldAria } from "@/lib/field-aria";
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
  const schema = useMemo(() => accountDeletionSchema(email, hasPassword), [email, hasPassword]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { typedEmail: "", password: "" } });
  const { errors } = form.formState;
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
  // The button waits for what the rule asks: the address as shown, and the password.
  const confirmed = schema.safeParse(form.watch()).success;

  const changeOpen = (next: boolean) => {
    if (!next) {
      form.reset();
      remove.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit(({ password }) =>
            remove.mutate({ password: hasPassword ? password : undefined }),
          )}
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
          <Field data-invalid={Boolean(errors.typedEmail)}>
            <FieldLabel htmlFor="delete-confirm-email">{m.danger_type_to_confirm({ email })}</FieldLabel>
            <Input
              {...fieldAria("delete-confirm-email", errors.typedEmail)}
              autoComplete="off"
              {...form.register("typedEmail")}
            />
            <FieldError id={errorId("delete-confirm-email")} errors={[errors.typedEmail]} />
          </Field>
          {hasPassword ? (
            <Field data-invalid={Boolean(errors.password)}>
              <FieldLabel htmlFor="delete-password">{m.account_password_label()}</FieldLabel>
              <Input
                {...fieldAria("delete-password", errors.password)}
                type="password"
                autoComplete="current-password"
                {...form.register("password")}
              />
              <FieldError id={errorId("delete-password")} errors={[errors.password]} />
            </Field>
          ) : (
            <FieldDescription className="text-xs">{m.danger_no_password()}</FieldDescription>
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
