import { m } from "@app/i18n/messages";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useRegenerateBackupCodesMutation } from "./api";
import { BackupCodes } from "./backup-codes";
import { PasswordConfirmationForm } from "./password-confirmation-form";

/** New backup codes with the password (decision 028): the old ones stop working, the new ones are shown once. */
export function RegenerateBackupCodesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateBackupCodesMutation({ onSuccess: setCodes });
  const close = (next: boolean) => {
    if (!next) {
      setCodes(null);
      regenerate.reset();
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        {codes ? (
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{m.twofa_new_codes_title()}</DialogTitle>
              <DialogDescription>{m.twofa_new_codes_description()}</DialogDescription>
            </DialogHeader>
            <BackupCodes codes={codes} />
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                {m.account_done()}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <PasswordConfirmationForm
            id="backup-codes-password"
            title={m.twofa_regenerate_title()}
            description={m.twofa_regenerate_description()}
            submitLabel={m.twofa_regenerate_confirm()}
            pendingLabel={m.account_creating()}
            pending={regenerate.isPending}
            error={regenerate.error?.message}
            onConfirm={(password) => regenerate.mutate(password)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
