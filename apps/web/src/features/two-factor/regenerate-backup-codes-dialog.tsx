import { m } from "@app/i18n/messages";
import { useState } from "react";
import { FormField } from "@/components/form-field";
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

/** New backup codes with the password (issue 23): the old ones stop working, the new ones are shown once. */
export function RegenerateBackupCodesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [password, setPassword] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateBackupCodesMutation({ onSuccess: setCodes });
  const close = (next: boolean) => {
    if (!next) {
      setPassword("");
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
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (password) regenerate.mutate(password);
            }}
          >
            <DialogHeader>
              <DialogTitle>{m.twofa_regenerate_title()}</DialogTitle>
              <DialogDescription>{m.twofa_regenerate_description()}</DialogDescription>
            </DialogHeader>
            <FormField
              id="backup-codes-password"
              label={m.account_password_label()}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={regenerate.error?.message}
            />
            <DialogFooter>
              <Button type="submit" disabled={regenerate.isPending || !password}>
                {regenerate.isPending ? m.account_creating() : m.twofa_regenerate_confirm()}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
