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
      toast.success("Two-factor authentication is on");
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
              <DialogTitle>Turn on two-factor authentication</DialogTitle>
              <DialogDescription>Enter your password to continue.</DialogDescription>
            </DialogHeader>
            <FormField
              id="two-factor-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <DialogFooter>
              <Button type="submit" disabled={start.isPending || !password}>
                {start.isPending ? "Checking..." : "Continue"}
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
              <DialogTitle>Scan the QR code</DialogTitle>
              <DialogDescription>
                Scan it with your authenticator app, or type the secret key into it. Then enter the 6-digit code the app
                shows.
              </DialogDescription>
            </DialogHeader>
            {/* A white quiet zone in both themes: scanners need the contrast. */}
            <div className="justify-self-center rounded-md bg-white p-3">
              <QRCode value={setup.totpURI} size={176} title="QR code for your authenticator app" />
            </div>
            <div className="grid gap-1 text-sm">
              <span className="text-muted-foreground">Secret key</span>
              <code className="bg-muted rounded px-2 py-1 font-mono break-all" data-testid="totp-secret">
                {totpSecret(setup.totpURI)}
              </code>
            </div>
            <FormField
              id="two-factor-confirm-code"
              label="Code from the app"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <DialogFooter>
              <Button type="submit" disabled={confirm.isPending || !code.trim()}>
                {confirm.isPending ? "Verifying..." : "Verify and turn on"}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Save your backup codes</DialogTitle>
              <DialogDescription>
                If you lose your authenticator app, each of these codes signs you in once. They are shown only now:
                download them or write them down.
              </DialogDescription>
            </DialogHeader>
            <BackupCodes codes={setup.backupCodes} />
            <DialogFooter>
              <Button onClick={() => changeOpen(false)}>Done</Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
