import { type AdminUser, BAN_REASON, BAN_REASON_MAX_LENGTH, banUserInputSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { errorId, fieldAria } from "@/lib/field-aria";
import type { BanOptions } from "./api";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** How long a ban lasts; better-auth takes the end as seconds from now (banExpiresIn). */
const banDurations = [
  { value: "never", label: m.admin_ban_never, seconds: undefined },
  { value: "1h", label: m.admin_ban_after_1h, seconds: HOUR },
  { value: "1d", label: m.admin_ban_after_1d, seconds: DAY },
  { value: "7d", label: m.admin_ban_after_7d, seconds: 7 * DAY },
  { value: "30d", label: m.admin_ban_after_30d, seconds: 30 * DAY },
  { value: "1y", label: m.admin_ban_after_1y, seconds: 365 * DAY },
] as const;

const schema = z.object({
  // The server's rule for the reason (banUserInputSchema), and one of the offered ends.
  reason: banUserInputSchema.shape.banReason.unwrap(),
  duration: z.enum(banDurations.map((d) => d.value)),
});
type Values = z.infer<typeof schema>;
const defaults: Values = { reason: BAN_REASON, duration: "never" };

interface BanUserDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (ban: BanOptions) => void;
}

/**
 * 'Ban' asks first, like 'Impersonate' and 'Delete': it signs the user out everywhere at once. The reason
 * starts as the fixed 'Banned by admin' and can be changed; the ban can end by itself.
 */
export function BanUserDialog({ user, open, onOpenChange, onConfirm }: BanUserDialogProps) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;
  // Every opening starts from the defaults (while the dialog fades in).
  useEffect(() => {
    if (open) form.reset(defaults);
  }, [open, form]);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.admin_ban_title({ email: user.email })}
      question={m.admin_confirm_ban()}
      confirmLabel={m.admin_ban()}
      destructive
      // Without the click's event: the dialog's button closes it as it always does.
      onConfirm={() =>
        void form.handleSubmit(
          ({ reason, duration }) =>
            onConfirm({
              // Left empty, the server gives the default reason.
              banReason: reason.trim() || undefined,
              banExpiresIn: banDurations.find((d) => d.value === duration)?.seconds,
            }),
          // The dialog is closing: a refused reason is said where the server would say it.
          (invalid) => toast.error(invalid.reason?.message),
        )()
      }
    >
      <FieldGroup className="gap-4">
        <Field data-invalid={Boolean(errors.reason)}>
          <FieldLabel htmlFor="ban-reason">{m.admin_ban_reason()}</FieldLabel>
          <Input
            {...fieldAria("ban-reason", errors.reason)}
            maxLength={BAN_REASON_MAX_LENGTH}
            {...form.register("reason")}
          />
          <FieldError id={errorId("ban-reason")} errors={[errors.reason]} />
        </Field>
        <Field>
          <FieldLabel htmlFor="ban-expires">{m.admin_ban_ends()}</FieldLabel>
          <NativeSelect id="ban-expires" {...form.register("duration")}>
            {banDurations.map((option) => (
              <NativeSelectOption key={option.value} value={option.value}>
                {option.label()}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
      </FieldGroup>
    </ConfirmDialog>
  );
}
