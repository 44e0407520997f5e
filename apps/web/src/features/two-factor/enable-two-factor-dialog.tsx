import { m } from "@app/i18n/messages";
import { useState } from "react";
import QRCode from "react-qr-code";
import { toast } from "sonner";
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
import { type TwoFactorSetup, totpSecret, useConfirmTwoFactorMutation, useStartTwoFactorMutation } from "./api";
import { BackupCodes } from "./backup-codes";

interface EnableTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Password → QR code and secret → a code from the app → the backup codes, once. */
export function EnableTwoFactorDialog({ open, onOpenChange }: EnableTwoFactorDialogProps) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const start = useStartTwoFactorMutation({ onSuccess: setSetup, onError: (error) => toast.error(error.message) });
  const confirm = useConfirmTwoFactorMutation({
    onSuccess: () => {
      setConfirmed(true);
      toast.success(m.twofa_enabled());
    },
    onError: (error) => toast.error(error.message),
  });

  const changeOpen = (next: boolean) => {
    if (!next) {
      // Every opening starts again from the password.
      setSetup(null);
      setConfirmed(false);
      setPassword("");
      setCode("");
      start.reset();
      confirm.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
        {!setup ? (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (password) start.mutate(password);
            }}
          >
            <DialogHeader>
              <DialogTitle>{m.twofa_enable_title()}</DialogTitle>
              <DialogDescription>{m.twofa_enable_password_description()}</DialogDescription>
            </DialogHeader>
            <FormField
              id="two-factor-password"
              label={m.account_password_label()}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <DialogFooter>
              <Button type="submit" disabled={start.isPending || !password}>
                {start.isPending ? m.twofa_checking() : m.twofa_continue()}
              </Button>
            </DialogFooter>
          </form>
        ) : !confirmed ? (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (code.trim()) confirm.mutate(code.trim());
            }}
          >
            <DialogHeader>
              <DialogTitle>{m.twofa_scan_title()}</DialogTitle>
              <DialogDescription>{m.twofa_scan_description()}</DialogDescription>
            </DialogHeader>
            {/* A white quiet zone in both themes: scanners need the contrast. */}
            <div className="justify-self-center rounded-md bg-white p-3">
              <QRCode value={setup.totpURI} size={176} title={m.twofa_qr_title()} />
            </div>
            <div className="grid gap-1 text-sm">
              <span className="text-muted-foreground">{m.twofa_secret_key()}</span>
              <code className="bg-muted rounded px-2 py-1 font-mono break-all" data-testid="totp-secret">
                {totpSecret(setup.totpURI)}
              </code>
            </div>
            <FormField
              id="two-factor-confirm-code"
              label={m.twofa_code_from_app()}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <DialogFooter>
              <Button type="submit" disabled={confirm.isPending || !code.trim()}>
                {confirm.isPending ? m.twofa_verifying() : m.twofa_verify_and_enable()}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{m.twofa_save_codes_title()}</DialogTitle>
              <DialogDescription>{m.twofa_save_codes_description()}</DialogDescription>
            </DialogHeader>
            <BackupCodes codes={setup.backupCodes} />
            <DialogFooter>
              <Button onClick={() => changeOpen(false)}>{m.account_done()}</Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
