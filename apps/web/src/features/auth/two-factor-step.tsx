import { m } from "@app/i18n/messages";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AuthCallError } from "@/lib/auth-error";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { lazyResolver, usePreloadedResolver } from "@/lib/lazy-resolver";
import { leavingFormDisabled } from "@/lib/leaving-form";
import { useSecondFactorMutation } from "./api";

interface Values {
  code: string;
  trustDevice: boolean;
}

/** The code's rule from packages/domain, loaded after the page has shown (lazy-resolver.ts). */
const lazy = lazyResolver<Values>(() => import("./two-factor-resolver").then((r) => r.twoFactorResolver));

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
  usePreloadedResolver(lazy);
  const form = useForm<Values>({
    resolver: lazy.resolver,
    defaultValues: { code: "", trustDevice: false },
    disabled: leavingFormDisabled(verify),
  });
  const usingApp = kind === "totp";
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit((values) => verify.mutate({ kind, ...values }))} noValidate>
      <FieldGroup className="gap-4">
        <FieldDescription id={descriptionId("two-factor-code")}>
          {usingApp ? m.auth_totp_hint() : m.auth_backup_hint()}
        </FieldDescription>
        <Field key={kind} data-invalid={Boolean(errors.code)}>
          <FieldLabel htmlFor="two-factor-code">{usingApp ? m.auth_totp_label() : m.auth_backup_label()}</FieldLabel>
          <Input
            {...fieldAria("two-factor-code", errors.code, true)}
            autoComplete="one-time-code"
            inputMode={usingApp ? "numeric" : "text"}
            autoFocus
            {...form.register("code")}
          />
          <FieldError id={errorId("two-factor-code")} errors={[errors.code]} />
        </Field>
        <Field orientation="horizontal">
          <Controller
            control={form.control}
            name="trustDevice"
            render={({ field }) => (
              <Checkbox
                id="trust-device"
                checked={field.value}
                disabled={field.disabled}
                onCheckedChange={(v) => field.onChange(v === true)}
              />
            )}
          />
          <FieldLabel htmlFor="trust-device" className="font-normal">
            {m.auth_trust_device()}
          </FieldLabel>
        </Field>
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
      </FieldGroup>
    </form>
  );
}
