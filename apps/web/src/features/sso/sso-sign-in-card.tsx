import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CenteredCard } from "@/components/centered-card";
import { Button } from "@/components/ui/button";
import { leavingFormDisabled } from "@/lib/leaving-form";
import { useSsoSignInMutation } from "./api";
import { TextField } from "./text-field";

const schema = z.object({
  email: z.email({ error: () => m.sso_email_invalid_web() }),
});
type Values = z.infer<typeof schema>;

/** What a failed SSO sign-in came back with (`?error=` from the server), in words. */
function errorText(code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (code === "SSO_REQUIRED") return m.sso_error_required();
  if (code === "SSO_EMAIL_OUTSIDE_DOMAIN") return m.sso_error_outside_domain();
  return m.sso_error_generic();
}

interface SsoSignInCardProps {
  /** Already checked to be a same-origin path. */
  redirectTo: string;
  error?: string;
}

/** 'Sign in with SSO': an address whose domain an organization verified goes to its provider. */
export function SsoSignInCard({ redirectTo, error }: SsoSignInCardProps) {
  const signIn = useSsoSignInMutation({
    onError: (failure) => form.setError("email", { message: failure.message }, { shouldFocus: true }),
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: "" },
    disabled: leavingFormDisabled(signIn),
  });
  const message = errorText(error);
  return (
    <CenteredCard
      title={m.sso_sign_in_title()}
      description={m.sso_sign_in_description()}
      footer={
        <Link to="/login" search={{ redirectTo }} className="underline underline-offset-4">
          {m.sso_back_to_sign_in()}
        </Link>
      }
    >
      {message ? (
        <p role="alert" className="text-destructive text-sm">
          {message}
        </p>
      ) : null}
      <form
        onSubmit={form.handleSubmit((values) => signIn.mutate({ email: values.email, redirectTo }))}
        noValidate
        className="grid gap-4"
      >
        <TextField
          id="sso-email"
          label={m.sso_email_label()}
          type="email"
          autoComplete="email"
          error={form.formState.errors.email}
          {...form.register("email")}
        />
        <Button type="submit" disabled={form.formState.disabled}>
          {signIn.isPending || signIn.isSuccess ? m.sso_continuing() : m.sso_continue()}
        </Button>
      </form>
    </CenteredCard>
  );
}
