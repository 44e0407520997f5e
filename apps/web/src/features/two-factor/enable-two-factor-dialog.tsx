import { twoFactorCodeSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import QRCode from "react-qr-code";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorId, fieldAria } from "@/lib/field-aria";
import { type TwoFactorSetup, totpSecret, useConfirmTwoFactorMutation, useStartTwoFactorMutation } from "./api";
import { BackupCodes } from "./backup-codes";
import { PasswordConfirmationForm } from "./password-confirmation-form";

interface EnableTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Password → QR code and secret → a code from the app → the backup codes, once. */
export function EnableTwoFactorDialog({ open, onOpenChange }: EnableTwoFactorDialogProps) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
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
      // Every opening starts again from the password (the steps' forms mount anew).
      setSetup(null);
      setConfirmed(false);
      start.reset();
      confirm.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
        {!setup ? (
          <PasswordConfirmationForm
            id="two-factor-password"
            title={m.twofa_enable_title()}
            description={m.twofa_enable_password_description()}
            submitLabel={m.twofa_continue()}
            pendingLabel={m.twofa_checking()}
            pending={start.isPending}
            onConfirm={(password) => start.mutate(password)}
          />
        ) : !confirmed ? (
          <ConfirmWithCode setup={setup} pending={confirm.isPending} onConfirm={(code) => confirm.mutate(code)} />
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

const codeSchema = z.object({ code: twoFactorCodeSchema });

/** The QR code and the secret, and the first code from the app, which turns two-factor on. */
function ConfirmWithCode({
  setup,
  pending,
  onConfirm,
}: {
  setup: TwoFactorSetup;
  pending: boolean;
  onConfirm: (code: string) => void;
}) {
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });
  const invalid = form.formState.errors.code;
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(({ code }) => onConfirm(code))}>
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
      <Field data-invalid={Boolean(invalid)}>
        <FieldLabel htmlFor="two-factor-confirm-code">{m.twofa_code_from_app()}</FieldLabel>
        <Input
          {...fieldAria("two-factor-confirm-code", invalid)}
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.register("code")}
        />
        <FieldError id={errorId("two-factor-confirm-code")} errors={[invalid]} />
      </Field>
      <DialogFooter>
        <Button type="submit" disabled={pending || !form.watch("code").trim()}>
          {pending ? m.twofa_verifying() : m.twofa_verify_and_enable()}
        </Button>
      </DialogFooter>
    </form>
  );
}
