import { currentPasswordSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorId, fieldAria } from "@/lib/field-aria";

const schema = z.object({ password: currentPasswordSchema });

interface PasswordConfirmationFormProps {
  /** The password input's id. */
  id: string;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  /** The server's refusal, shown under the field; without it the caller says it (a toast). */
  error?: string;
  onConfirm: (password: string) => void;
}

/**
 * The step of a dialog that asks for the password before a two-factor change: turning it on or off,
 * new backup codes. It starts empty at every opening: the dialog mounts it anew.
 */
export function PasswordConfirmationForm({
  id,
  title,
  description,
  submitLabel,
  pendingLabel,
  pending,
  destructive,
  error,
  onConfirm,
}: PasswordConfirmationFormProps) {
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { password: "" } });
  const invalid = form.formState.errors.password;
  const message = invalid?.message ?? error;
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(({ password }) => onConfirm(password))}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <Field data-invalid={Boolean(message)}>
        <FieldLabel htmlFor={id}>{m.account_password_label()}</FieldLabel>
        <Input
          {...fieldAria(id, message)}
          type="password"
          autoComplete="current-password"
          {...form.register("password")}
        />
        <FieldError id={errorId(id)}>{message}</FieldError>
      </Field>
      <DialogFooter>
        <Button
          type="submit"
          variant={destructive ? "destructive" : "default"}
          disabled={pending || !form.watch("password")}
        >
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
