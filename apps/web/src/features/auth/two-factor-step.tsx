import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { AuthCallError } from "@/lib/auth-error";
import { leavingFormDisabled } from "@/lib/leaving-form";
import { useSecondFactorMutation } from "./api";

const schema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: () => m.auth_code_required() }),
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
  const verify = useSecondFactorMutation({
    onSuccess: async () => {
      toast.success(m.auth_sign_in_success());
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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: "", trustDevice: false },
    disabled: leavingFormDisabled(verify),
  });
  const usingApp = kind === "totp";

  return (
    <form
      onSubmit={form.handleSubmit((values) => verify.mutate({ kind, ...values }))}
      noValidate
      className="grid gap-4"
    >
      <p className="text-muted-foreground text-sm">{usingApp ? m.auth_totp_hint() : m.auth_backup_hint()}</p>
      <FormField
        key={kind}
        id="two-factor-code"
        label={usingApp ? m.auth_totp_label() : m.auth_backup_label()}
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
          {m.auth_trust_device()}
        </Label>
      </div>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? m.auth_verifying() : m.auth_verify()}
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
          {usingApp ? m.auth_use_backup() : m.auth_use_app()}
        </Button>
        <Button type="button" variant="link" className="text-muted-foreground h-auto px-0" onClick={onCancel}>
          {m.common_cancel()}
        </Button>
      </div>
    </form>
  );
}
