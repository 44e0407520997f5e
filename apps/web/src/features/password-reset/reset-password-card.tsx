import { authMessages, PASSWORD_MIN_LENGTH, resetPasswordSchema } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { LinkIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { CenteredCard } from "@/components/centered-card";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { AuthCallError } from "@/lib/auth-call";
import { useResetPasswordMutation } from "./api";

/** better-auth answers a used, expired or unknown token alike (decision 013). */
const isInvalidToken = (error: Error | null) =>
  error instanceof AuthCallError && (error.code === "INVALID_TOKEN" || error.status === 400);

/** /reset-password?token=…: the new password, or, for a link that no longer works, the way to a new one. */
export function ResetPasswordCard({ token, onDone }: { token: string | undefined; onDone: () => Promise<void> }) {
  const form = useForm<{ newPassword: string }>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: "" },
  });
  const reset = useResetPasswordMutation({
    onSuccess: async () => {
      toast.success("Your password was changed. Sign in with your new password.");
      await onDone();
    },
    onError: (error) => {
      if (!isInvalidToken(error)) toast.error(error.message);
    },
  });

  if (!token || isInvalidToken(reset.error)) {
    return (
      <CenteredCard
        title="This link is no longer valid"
        icon={<LinkIcon />}
        footer={
          <Button asChild variant="link" className="px-1.5">
            <Link to="/login">Back to sign in</Link>
          </Button>
        }
      >
        <p className="text-muted-foreground text-sm leading-6">
          Password reset links work once and expire after one hour. Ask for a new link and use the newest mail.
        </p>
        <Button asChild>
          <Link to="/forgot-password">Send a new link</Link>
        </Button>
      </CenteredCard>
    );
  }

  const hint = `At least ${PASSWORD_MIN_LENGTH} characters.`;
  const error = form.formState.errors.newPassword?.message;
  return (
    <CenteredCard title="Set a new password" description="Choose a new password for your account.">
      <form
        onSubmit={form.handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}
        noValidate
        className="grid gap-4"
      >
        <div className="grid gap-2">
          <FormField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            error={error}
            {...form.register("newPassword")}
          />
          {error === authMessages.passwordTooShort ? null : <p className="text-muted-foreground text-xs">{hint}</p>}
        </div>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </CenteredCard>
  );
}
