import { emailSchema, PASSWORD_MIN_LENGTH, signInSchema } from "@app/domain";
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
  currentPassword: z.string().min(1, { error: "Enter your current password" }),
  newPassword: signInSchema.shape.password,
});
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** Password: change it (other sessions end), or, for an account without one, set it by mail. */
export function PasswordSection({ email }: { email: string }) {
  const methods = useSignInMethods();
  if (methods.isPending) {
    return (
      <SectionCard title="Password">
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
      toast.success("Password changed. Your other sessions were signed out.");
      form.reset();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate>
      <SectionCard
        title="Password"
        description="Changing your password signs you out everywhere else."
        footer={
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change password"}
          </Button>
        }
      >
        <FormField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <div className="grid gap-2">
          <FormField
            id="change-new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          {errors.newPassword ? null : (
            <p className="text-muted-foreground text-xs">At least {PASSWORD_MIN_LENGTH} characters.</p>
          )}
        </div>
      </SectionCard>
    </form>
  );
}

function SetPassword({ email }: { email: string }) {
  const send = useSetPasswordMailMutation({
    onSuccess: () => toast.success(`We sent a link to ${email} to set your password.`),
    onError: (error) => toast.error(error.message),
  });
  return (
    <SectionCard
      title="Password"
      description="You sign in with Google. Set a password to sign in with your email address too: we send you a link."
      footer={
        <Button disabled={send.isPending || !emailSchema.safeParse(email).success} onClick={() => send.mutate(email)}>
          {send.isPending ? "Sending..." : "Set a password"}
        </Button>
      }
    />
  );
}
