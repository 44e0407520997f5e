import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { HydratedButton } from "@/components/hydrated-button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorId, fieldAria } from "@/lib/field-aria";
import { lazyResolver, usePreloadedResolver } from "@/lib/lazy-resolver";
import { leavingFormDisabled } from "@/lib/leaving-form";
import { type CredentialsMode, type CredentialsOutcome, type CredentialsValues, useCredentialsMutation } from "./api";

const copy = {
  "sign-in": { submit: m.common_sign_in, success: m.auth_sign_in_success },
  "sign-up": { submit: m.common_sign_up, success: m.auth_sign_up_success },
} as const;

/** The rules of packages/domain, loaded after the page has shown (lazy-resolver.ts). */
const resolvers = {
  "sign-in": lazyResolver<CredentialsValues>(() => import("./credentials-resolvers").then((r) => r.signInResolver)),
  "sign-up": lazyResolver<CredentialsValues>(() => import("./credentials-resolvers").then((r) => r.signUpResolver)),
};

interface CredentialsFormProps {
  mode: CredentialsMode;
  onSuccess: () => Promise<void>;
  /** The password was right and the account has two-factor authentication: ask for the code next. */
  onTwoFactor: () => void;
}

/** Email-and-password form for signing in or up; rules and messages come from packages/domain. */
export function CredentialsForm({ mode, onSuccess, onTwoFactor }: CredentialsFormProps) {
  const signingUp = mode === "sign-up";
  // The button stays busy until onSuccess has loaded the session and moved on.
  const submit = useCredentialsMutation(mode, {
    onSuccess: async (outcome: CredentialsOutcome) => {
      if (outcome === "two-factor") return onTwoFactor();
      toast.success(copy[mode].success());
      await onSuccess();
    },
    onError: (error) => toast.error(error.message),
  });
  usePreloadedResolver(resolvers[mode]);
  const form = useForm<CredentialsValues>({
    resolver: resolvers[mode].resolver,
    // What was typed into the prerendered form before React hydrated it is kept: react-hook-form takes
    // an input's value over its default when the input was edited before the form was ready.
    defaultValues: { name: "", email: "", password: "" },
    disabled: leavingFormDisabled(submit),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => submit.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate>
      <FieldGroup className="gap-4">
        {signingUp ? (
          <Field data-invalid={Boolean(errors.name)}>
            <FieldLabel htmlFor="name">{m.auth_name()}</FieldLabel>
            <Input {...fieldAria("name", errors.name)} autoComplete="name" {...form.register("name")} />
            <FieldError id={errorId("name")} errors={[errors.name]} />
          </Field>
        ) : null}
        <Field data-invalid={Boolean(errors.email)}>
          <FieldLabel htmlFor="email">{m.auth_email()}</FieldLabel>
          <Input {...fieldAria("email", errors.email)} type="email" autoComplete="email" {...form.register("email")} />
          <FieldError id={errorId("email")} errors={[errors.email]} />
        </Field>
        <Field data-invalid={Boolean(errors.password)}>
          <FieldLabel htmlFor="password">{m.auth_password()}</FieldLabel>
          <Input
            {...fieldAria("password", errors.password)}
            type="password"
            autoComplete={signingUp ? "new-password" : "current-password"}
            {...form.register("password")}
          />
          <FieldError id={errorId("password")} errors={[errors.password]} />
        </Field>
        {signingUp ? null : (
          <Link
            to="/forgot-password"
            search={{ email: form.watch("email") || undefined }}
            className="text-muted-foreground hover:text-foreground -mt-2 self-end text-sm underline-offset-4 hover:underline"
          >
            {m.auth_forgot_password()}
          </Link>
        )}
        {/* Until hydrated the button stays disabled: Enter cannot send the fields as a query to /login. */}
        <HydratedButton type="submit" className="w-full" disabled={submit.isPending}>
          {submit.isPending ? m.auth_submitting() : copy[mode].submit()}
        </HydratedButton>
      </FieldGroup>
    </form>
  );
}
