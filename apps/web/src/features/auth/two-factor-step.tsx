import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { AuthCallError } from "@/lib/auth-call";
import { useSecondFactorMutation } from "./api";

const schema = z.object({
  code: z.string().trim().min(1, { error: "Enter the code" }),
  trustDevice: z.boolean(),
});
type Values = z.infer<typeof schema>;

interface TwoFactorStepProps {
  onSuccess: () => Promise<void>;
  onCancel: () => void;
}

/** The sign-in's second step: a code from the authenticator app, or one backup code. */
export function TwoFactorStep({ onSuccess, onCancel }: TwoFactorStepProps) {
  const [kind, setKind] = useState<"totp" | "backup-code">("totp");
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: "", trustDevice: false } });
  const verify = useSecondFactorMutation({
    onSuccess: async () => {
      toast.success("Sign in successful");
      await onSuccess();
    },
    onError: (error) => {
      // Paused after too many wrong codes: said where the code goes, and it stays until sign-in resumes.
      if (error instanceof AuthCallError && error.code === "SIGN_IN_PAUSED") {
        form.setError("code", { message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error(error.message);
      form.setFocus("code");
    },
  });
  const usingApp = kind === "totp";

  return (
    <form
      onSubmit={form.handleSubmit((values) => verify.mutate({ kind, ...values }))}
      noValidate
      className="grid gap-4"
    >
      <p className="text-muted-foreground text-sm">
        {usingApp
          ? "Enter the 6-digit code from your authenticator app."
          : "Enter one of the backup codes you saved when you turned on two-factor authentication. Each works once."}
      </p>
      <FormField
        key={kind}
        id="two-factor-code"
        label={usingApp ? "Authentication code" : "Backup code"}
        autoComplete="one-time-code"
        inputMode={usingApp ? "numeric" : "text"}
        autoFocus
        error={form.formState.errors.code?.message}
        {...form.register("code")}
      />
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="trustDevice"
          render={({ field }) => (
            <Checkbox id="trust-device" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
          )}
        />
        <Label htmlFor="trust-device" className="font-normal">
          Trust this device for 30 days
        </Label>
      </div>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? "Verifying..." : "Verify"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="h-auto px-0"
          onClick={() => {
            setKind(usingApp ? "backup-code" : "totp");
            form.reset({ code: "", trustDevice: form.getValues("trustDevice") });
          }}
        >
          {usingApp ? "Use a backup code" : "Use the authenticator app"}
        </Button>
        <Button type="button" variant="link" className="text-muted-foreground h-auto px-0" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
