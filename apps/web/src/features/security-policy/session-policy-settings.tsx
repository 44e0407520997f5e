import { SESSION_LIMIT_CHOICES, type SecurityPolicy, sessionLimitsSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { useUpdateSecurityPolicyMutation } from "./api";

/** A limit in words: minutes, hours or days, whichever reads whole. */
export function limitLabel(minutes: number): string {
  if (minutes % 1440 === 0)
    return minutes === 1440 ? m.security_limit_one_day() : m.security_limit_days({ count: minutes / 1440 });
  if (minutes % 60 === 0)
    return minutes === 60 ? m.security_limit_one_hour() : m.security_limit_hours({ count: minutes / 60 });
  return m.security_limit_minutes({ count: minutes });
}

/** The switch, with how many members do not meet it yet (the server counts them in one query). */
export function TwoFactorRequiredCard({ policy }: { policy: SecurityPolicy }) {
  const form = useForm<{ required: boolean }>({ values: { required: policy.twoFactorRequired } });
  const save = useUpdateSecurityPolicyMutation({
    onSuccess: () => toast.success(m.security_saved()),
    onError: (error) => form.setError("required", { message: error.message }),
  });
  const { errors } = form.formState;
  const count = policy.membersWithoutTwoFactor;
  return (
    <SectionCard title={m.security_two_factor_title()} description={m.security_two_factor_description()}>
      <form
        className="grid gap-3"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          save.mutate({ organizationId: policy.organizationId, twoFactorRequired: values.required }),
        )}
      >
        <Field orientation="horizontal" data-invalid={Boolean(errors.required)}>
          <Controller
            control={form.control}
            name="required"
            render={({ field }) => (
              <Checkbox
                {...fieldAria("two-factor-required", errors.required, true)}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          <FieldLabel htmlFor="two-factor-required" className="font-normal">
            {m.security_two_factor_label()}
          </FieldLabel>
        </Field>
        <FieldDescription id={descriptionId("two-factor-required")} role="status">
          {count > 0 ? m.security_two_factor_count({ count }) : m.security_two_factor_count_none()}
        </FieldDescription>
        <FieldError id={errorId("two-factor-required")} errors={[errors.required]} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {m.security_save()}
          </Button>
        </div>
      </form>
      <p className="text-muted-foreground text-sm">{m.security_two_factor_sso()}</p>
    </SectionCard>
  );
}

const NONE = "";
/** The selects hold text; the domain's schema checks the numbers, the same as the server. */
const limitsFormSchema = z.object({ idle: z.string(), lifetime: z.string() }).superRefine((values, ctx) => {
  const parsed = sessionLimitsSchema.safeParse({
    idleTimeoutMinutes: values.idle === NONE ? null : Number(values.idle),
    absoluteLifetimeMinutes: values.lifetime === NONE ? null : Number(values.lifetime),
  });
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path[0] === "absoluteLifetimeMinutes" ? "lifetime" : "idle";
    ctx.addIssue({ code: "custom", path: [path], message: issue.message });
  }
});
type LimitsForm = z.infer<typeof limitsFormSchema>;

function LimitSelect({
  id,
  label,
  hint,
  error,
  ...props
}: { id: string; label: string; hint: string; error?: { message?: string } } & React.ComponentProps<"select">) {
  return (
    <Field data-invalid={Boolean(error)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {/* The select fills its column, its arrow at the column's end: the column is what is narrow. */}
      <div className="max-w-xs">
        <NativeSelect {...fieldAria(id, error, true)} {...props}>
          <NativeSelectOption value={NONE}>{m.security_limit_none()}</NativeSelectOption>
          {SESSION_LIMIT_CHOICES.map((minutes) => (
            <NativeSelectOption key={minutes} value={String(minutes)}>
              {limitLabel(minutes)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <FieldDescription id={descriptionId(id)}>{hint}</FieldDescription>
      <FieldError id={errorId(id)} errors={[error]} />
    </Field>
  );
}

/** The idle timeout and absolute lifetime of sessions used in the organization. */
export function SessionLimitsCard({ policy }: { policy: SecurityPolicy }) {
  const form = useForm<LimitsForm>({
    resolver: zodResolver(limitsFormSchema),
    values: {
      idle: policy.idleTimeoutMinutes === null ? NONE : String(policy.idleTimeoutMinutes),
      lifetime: policy.absoluteLifetimeMinutes === null ? NONE : String(policy.absoluteLifetimeMinutes),
    },
  });
  const save = useUpdateSecurityPolicyMutation({
    onSuccess: () => toast.success(m.security_saved()),
    onError: (error) => form.setError("idle", { message: error.message }),
  });
  const { errors } = form.formState;
  return (
    <SectionCard title={m.security_limits_title()} description={m.security_limits_description()}>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          save.mutate({
            organizationId: policy.organizationId,
            idleTimeoutMinutes: values.idle === NONE ? null : Number(values.idle),
            absoluteLifetimeMinutes: values.lifetime === NONE ? null : Number(values.lifetime),
          }),
        )}
      >
        <LimitSelect
          id="session-idle"
          label={m.security_idle_label()}
          hint={m.security_idle_hint()}
          error={errors.idle}
          {...form.register("idle")}
        />
        <LimitSelect
          id="session-lifetime"
          label={m.security_lifetime_label()}
          hint={m.security_lifetime_hint()}
          error={errors.lifetime}
          {...form.register("lifetime")}
        />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {m.security_save()}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
