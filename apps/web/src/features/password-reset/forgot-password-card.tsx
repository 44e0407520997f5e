import { accountMessages, emailSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { CenteredCard } from "@/components/centered-card";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorId, fieldAria } from "@/lib/field-aria";
import { useRequestPasswordResetMutation } from "./api";

const forgotPasswordSchema = z.object({ email: emailSchema });

/** /forgot-password: one field, and the same answer for every address (no account enumeration). */
export function ForgotPasswordCard({ email = "" }: { email?: string }) {
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email } });
  const { errors } = form.formState;
  const request = useRequestPasswordResetMutation({ onError: (error) => toast.error(error.message) });
  const backToSignIn = (
    <Button asChild variant="link" className="px-1.5">
      <Link to="/login">{m.reset_back_to_sign_in()}</Link>
    </Button>
  );

  if (request.isSuccess) {
    return (
      <CenteredCard title={m.reset_check_email()} icon={<MailCheck />} footer={backToSignIn}>
        <p role="status" className="text-muted-foreground text-sm leading-6">
          {m.reset_requested({ requested: accountMessages.resetRequested })}
        </p>
        <Button variant="outline" onClick={() => request.reset()}>
          {m.reset_use_another()}
        </Button>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title={m.auth_forgot_password()} description={m.reset_forgot_description()} footer={backToSignIn}>
      <form onSubmit={form.handleSubmit(({ email }) => request.mutate(email))} noValidate>
        <FieldGroup className="gap-4">
          <Field data-invalid={Boolean(errors.email)}>
            <FieldLabel htmlFor="forgot-email">{m.auth_email()}</FieldLabel>
            <Input
              {...fieldAria("forgot-email", errors.email)}
              type="email"
              autoComplete="email"
              {...form.register("email")}
            />
            <FieldError id={errorId("forgot-email")} errors={[errors.email]} />
          </Field>
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? m.common_sending() : m.reset_send_link()}
          </Button>
        </FieldGroup>
      </form>
    </CenteredCard>
  );
}
