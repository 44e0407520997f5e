import { emailSchema, PASSWORD_MIN_LENGTH, signInSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useSignInMethods } from "@/lib/sign-in-methods";
import { useChangePasswordMutation, useSetPasswordMailMutation } from "./security-api";

const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: () => m.account_password_current_required() }),
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
        <FormField
          id="current-password"
          label={m.account_password_current()}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <div className="grid gap-2">
          <FormField
            id="change-new-password"
            label={m.account_password_new()}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          {errors.newPassword ? null : (
            <p className="text-muted-foreground text-xs">
              {m.account_password_min_length({ count: PASSWORD_MIN_LENGTH })}
            </p>
          )}
        </div>
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
