import { type AdminUser, BAN_REASON, BAN_REASON_MAX_LENGTH } from "@app/domain";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form-field";
import { SelectField } from "@/components/select-field";
import { NativeSelectOption } from "@/components/ui/native-select";
import type { BanOptions } from "./api";
import { adminCopy } from "./messages";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** How long a ban lasts; better-auth takes the end as seconds from now (banExpiresIn). */
const banDurations = [
  { value: "never", label: "Never (until unbanned)", seconds: undefined },
  { value: "1h", label: "After 1 hour", seconds: HOUR },
  { value: "1d", label: "After 1 day", seconds: DAY },
  { value: "7d", label: "After 7 days", seconds: 7 * DAY },
  { value: "30d", label: "After 30 days", seconds: 30 * DAY },
  { value: "1y", label: "After 1 year", seconds: 365 * DAY },
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
      title={`Ban ${user.email}?`}
      question={adminCopy.confirmBan}
      confirmLabel="Ban"
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
          label="Reason"
          value={reason}
          maxLength={BAN_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
        <SelectField
          id="ban-expires"
          label="Ban ends"
          value={duration}
          onChange={(event) => setDuration(event.target.value as typeof duration)}
        >
          {banDurations.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {option.label}
            </NativeSelectOption>
          ))}
        </SelectField>
      </div>
    </ConfirmDialog>
  );
}
