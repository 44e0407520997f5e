import { m } from "@app/i18n/messages";
import { useEffect, useState } from "react";
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
import { type UserPasskey, useRenamePasskeyMutation } from "./api";

interface RenamePasskeyDialogProps {
  passkey: UserPasskey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  maxLength: number;
}

export function RenamePasskeyDialog({ passkey, open, onOpenChange, maxLength }: RenamePasskeyDialogProps) {
  const [name, setName] = useState(passkey.name ?? "");
  // Every opening starts from the stored name.
  useEffect(() => {
    if (open) setName(passkey.name ?? "");
  }, [open, passkey.name]);
  const rename = useRenamePasskeyMutation({
    onSuccess: () => {
      toast.success(m.passkey_renamed());
      onOpenChange(false);
    },
    onError: (error) => toast.error(error.message),
  });
  const trimmed = name.trim();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed) rename.mutate({ id: passkey.id, name: trimmed });
          }}
        >
          <DialogHeader>
            <DialogTitle>{m.passkey_rename_title()}</DialogTitle>
            <DialogDescription>{m.passkey_rename_description()}</DialogDescription>
          </DialogHeader>
          <FormField
            id={`passkey-rename-${passkey.id}`}
            label={m.account_name_label()}
            maxLength={maxLength}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <DialogFooter>
            <Button type="submit" disabled={rename.isPending || !trimmed}>
              {rename.isPending ? m.account_saving() : m.account_save()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
