import { currentPasswordSchema, emailSchema, PASSWORD_MIN_LENGTH, signInSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { useSignInMethods } from "@/lib/sign-in-methods";
import { useChangePasswordMutation, useSetPasswordMailMutation } from "./security-api";

const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: signInSchema.shape.password,
});
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** Password: change it (other sessions end), or, for an account without one, set it by mail. */
export function PasswordSection({ email }: { email: string }) {
  const methods = useSignInMethods();
  if (methods.isPending) {
    return (
      <SectionCard title={m.account_password_label()}>
        <Skeleton className="h-9 w-full" />
      </SectionCard>
    );
  }
  if (methods.data && !methods.data.includes("credential")) return <SetPassword email={email} />;
  return <ChangePassword />;
}

function ChangePassword() {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { errors } = form.formState;
  const change = useChangePasswordMutation({
    onSuccess: () => {
      toast.success(m.account_password_changed());
      form.reset();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate>
      <SectionCard
        title={m.account_password_label()}
        description={m.account_password_change_description()}
        footer={
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? m.account_password_changing() : m.account_password_change()}
          </Button>
        }
      >
        <Field data-invalid={Boolean(errors.currentPassword)}>
          <FieldLabel htmlFor="current-password">{m.account_password_current()}</FieldLabel>
          <Input
            {...fieldAria("current-password", errors.currentPassword)}
            type="password"
            autoComplete="current-password"
            {...form.register("currentPassword")}
          />
          <FieldError id={errorId("current-password")} errors={[errors.currentPassword]} />
        </Field>
        <Field data-invalid={Boolean(errors.newPassword)}>
          <FieldLabel htmlFor="change-new-password">{m.account_password_new()}</FieldLabel>
          <Input
            {...fieldAria("change-new-password", errors.newPassword, true)}
            type="password"
            autoComplete="new-password"
            {...form.register("newPassword")}
          />
          {errors.newPassword ? (
            <FieldError id={errorId("change-new-password")} errors={[errors.newPassword]} />
          ) : (
            <FieldDescription id={descriptionId("change-new-password")}>
              {m.account_password_min_length({ count: PASSWORD_MIN_LENGTH })}
            </FieldDescription>
          )}
        </Field>
      </SectionCard>
    </form>
  );
}

function SetPassword({ email }: { email: string }) {
  const send = useSetPasswordMailMutation({
    onSuccess: () => toast.success(m.account_password_set_mail_sent({ email })),
    onError: (error) => toast.error(error.message),
  });
  return (
    <SectionCard
      title={m.account_password_label()}
      description={m.account_password_google_description()}
      footer={
        <Button disabled={send.isPending || !emailSchema.safeParse(email).success} onClick={() => send.mutate(email)}>
          {send.isPending ? m.account_sending() : m.account_password_set()}
        </Button>
      }
    />
  );
}
