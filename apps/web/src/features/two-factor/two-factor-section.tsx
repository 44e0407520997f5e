import { m } from "@app/i18n/messages";
import { useState } from "react";
import { toast } from "sonner";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useDisableTwoFactorMutation } from "./api";
import { EnableTwoFactorDialog } from "./enable-two-factor-dialog";
import { PasswordConfirmationForm } from "./password-confirmation-form";
import { RegenerateBackupCodesDialog } from "./regenerate-backup-codes-dialog";

/** Two-factor authentication: on with an authenticator app and backup codes, off with the password. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [dialog, setDialog] = useState<"enable" | "disable" | "backup-codes" | null>(null);
  return (
    <>
      <SectionCard
        title={m.twofa_title()}
        description={m.twofa_description()}
        action={enabled ? <Badge>{m.twofa_on()}</Badge> : <Badge variant="outline">{m.twofa_off()}</Badge>}
        footer={
          enabled ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setDialog("backup-codes")}>
                {m.twofa_new_backup_codes()}
              </Button>
              <Button variant="outline" onClick={() => setDialog("disable")}>
                {m.twofa_turn_off()}
              </Button>
            </div>
          ) : (
            <Button onClick={() => setDialog("enable")}>{m.twofa_turn_on()}</Button>
          )
        }
      />
      <EnableTwoFactorDialog open={dialog === "enable"} onOpenChange={(open) => setDialog(open ? "enable" : null)} />
      <DisableTwoFactorDialog open={dialog === "disable"} onOpenChange={(open) => setDialog(open ? "disable" : null)} />
      <RegenerateBackupCodesDialog
        open={dialog === "backup-codes"}
        onOpenChange={(open) => setDialog(open ? "backup-codes" : null)}
      />
    </>
  );
}

function DisableTwoFactorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const disable = useDisableTwoFactorMutation({
    onSuccess: () => {
      toast.success(m.twofa_disabled());
      onOpenChange(false);
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <PasswordConfirmationForm
          id="two-factor-disable-password"
          title={m.twofa_disable_title()}
          description={m.twofa_disable_description()}
          submitLabel={m.twofa_turn_off()}
          pendingLabel={m.twofa_turning_off()}
          pending={disable.isPending}
          destructive
          onConfirm={(password) => disable.mutate(password)}
        />
      </DialogContent>
    </Dialog>
  );
}
