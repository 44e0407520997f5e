import { authMessages, PASSWORD_MIN_LENGTH, resetPasswordSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { LinkIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { CenteredCard } from "@/components/centered-card";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AuthCallError } from "@/lib/auth-error";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { leavingFormDisabled } from "@/lib/leaving-form";
import { useResetPasswordMutation } from "./api";

/** better-auth answers a used, expired or unknown token alike (decision 013). */
const isInvalidToken = (error: Error | null) =>
  error instanceof AuthCallError && (error.code === "INVALID_TOKEN" || error.status === 400);

/** /reset-password?token=…: the new password, or, for a link that no longer works, the way to a new one. */
export function ResetPasswordCard({ token, onDone }: { token: string | undefined; onDone: () => Promise<void> }) {
  const reset = useResetPasswordMutation({
    onSuccess: async () => {
      toast.success(m.reset_success());
      await onDone();
    },
    onError: (error) => {
      if (!isInvalidToken(error)) toast.error(error.message);
    },
  });
  const form = useForm<{ newPassword: string }>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: "" },
    disabled: leavingFormDisabled(reset),
  });

  if (!token || isInvalidToken(reset.error)) {
    return (
      <CenteredCard
        title={m.reset_invalid_title()}
        icon={<LinkIcon />}
        footer={
          <Button asChild variant="link" className="px-1.5">
            <Link to="/login">{m.reset_back_to_sign_in()}</Link>
          </Button>
        }
      >
        <p className="text-muted-foreground text-sm leading-6">{m.reset_invalid_text()}</p>
        <Button asChild>
          <Link to="/forgot-password">{m.reset_send_new()}</Link>
        </Button>
      </CenteredCard>
    );
  }

  const hint = m.reset_min_length({ count: PASSWORD_MIN_LENGTH });
  const error = form.formState.errors.newPassword;
  return (
    <CenteredCard title={m.reset_title()} description={m.reset_description()}>
      <form onSubmit={form.handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))} noValidate>
        <FieldGroup className="gap-4">
          <Field data-invalid={Boolean(error)}>
            <FieldLabel htmlFor="new-password">{m.reset_new_password()}</FieldLabel>
            <Input
              {...fieldAria("new-password", error, true)}
              type="password"
              autoComplete="new-password"
              {...form.register("newPassword")}
            />
            <FieldError id={errorId("new-password")} errors={[error]} />
            {error?.message === authMessages.passwordTooShort ? null : (
              <FieldDescription id={descriptionId("new-password")}>{hint}</FieldDescription>
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? m.common_saving() : m.reset_submit()}
          </Button>
        </FieldGroup>
      </form>
    </CenteredCard>
  );
}
