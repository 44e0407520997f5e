import { type SignInInput, signInSchema, signUpSchema } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";

type Mode = "sign-in" | "sign-up";
/** Sign-in has no name; one value type lets both modes share the fields below. */
type CredentialsValues = SignInInput & { name?: string };

const copy = {
  "sign-in": { submit: "Sign In", success: "Sign in successful", failure: "Sign in failed" },
  "sign-up": { submit: "Sign Up", success: "Sign up successful", failure: "Sign up failed" },
} as const;

/** Email-and-password form for signing in or up; rules and messages come from packages/domain. */
export function CredentialsForm({ mode, onSuccess }: { mode: Mode; onSuccess: () => Promise<void> }) {
  const signingUp = mode === "sign-up";
  const form = useForm<CredentialsValues>({
    resolver: zodResolver(signingUp ? signUpSchema : signInSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    const { error } = signingUp
      ? await authClient.signUp.email({ name: name ?? "", email, password })
      : await authClient.signIn.email({ email, password });
    if (error) {
      toast.error(error.message ?? error.statusText ?? copy[mode].failure);
      return;
    }
    toast.success(copy[mode].success);
    await onSuccess();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {signingUp ? (
        <FormField id="name" label="Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      ) : null}
      <FormField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete={signingUp ? "new-password" : "current-password"}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : copy[mode].submit}
      </Button>
    </form>
  );
}
