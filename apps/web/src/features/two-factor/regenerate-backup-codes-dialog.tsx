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
              <DialogTitle>Your new backup codes</DialogTitle>
              <DialogDescription>
                Keep them somewhere safe: they are shown only now. Each works once; your old codes no longer work.
              </DialogDescription>
            </DialogHeader>
            <BackupCodes codes={codes} />
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
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
              <DialogTitle>Create new backup codes?</DialogTitle>
              <DialogDescription>
                Your current backup codes stop working. Enter your password to confirm.
              </DialogDescription>
            </DialogHeader>
            <FormField
              id="backup-codes-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={regenerate.error?.message}
            />
            <DialogFooter>
              <Button type="submit" disabled={regenerate.isPending || !password}>
                {regenerate.isPending ? "Creating..." : "Create new codes"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
