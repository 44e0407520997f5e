import { type AdminUser, BAN_REASON, BAN_REASON_MAX_LENGTH } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form-field";
import { SelectField } from "@/components/select-field";
import { NativeSelectOption } from "@/components/ui/native-select";
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

interface BanUserDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (ban: BanOptions) => void;
}

/**
 * 'Ban' asks first, like 'Impersonate' and 'Delete': it signs the user out everywhere at once. The reason
 * starts as the spec's 'Banned by admin' and can be changed; the ban can end by itself.
 */
export function BanUserDialog({ user, open, onOpenChange, onConfirm }: BanUserDialogProps) {
  const [reason, setReason] = useState<string>(BAN_REASON);
  const [duration, setDuration] = useState<(typeof banDurations)[number]["value"]>("never");
  // Every opening starts from the defaults (set while rendering the opening, so no old value shows).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason(BAN_REASON);
      setDuration("never");
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.admin_ban_title({ email: user.email })}
      question={m.admin_confirm_ban()}
      confirmLabel={m.admin_ban()}
      destructive
      onConfirm={() =>
        onConfirm({
          // Left empty, the server gives the default reason.
          banReason: reason.trim() || undefined,
          banExpiresIn: banDurations.find((d) => d.value === duration)?.seconds,
        })
      }
    >
      <div className="grid gap-4">
        <FormField
          id="ban-reason"
          label={m.admin_ban_reason()}
          value={reason}
          maxLength={BAN_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
        <SelectField
          id="ban-expires"
          label={m.admin_ban_ends()}
          value={duration}
          onChange={(event) => setDuration(event.target.value as typeof duration)}
        >
          {banDurations.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {option.label()}
            </NativeSelectOption>
          ))}
        </SelectField>
      </div>
    </ConfirmDialog>
  );
}
