import { PASSKEY_NAME_MAX } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
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
import { type UserPasskey, useRenamePasskeyMutation } from "./api";
import { type PasskeyNameInput, type PasskeyNameOutput, passkeyNameForm } from "./passkey-name";

interface RenamePasskeyDialogProps {
  passkey: UserPasskey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RenamePasskeyDialog({ passkey, open, onOpenChange }: RenamePasskeyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {/* Mounted at every opening, so it starts from the stored name. */}
        <RenameForm passkey={passkey} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ passkey, onDone }: { passkey: UserPasskey; onDone: () => void }) {
  const form = useForm<PasskeyNameInput, unknown, PasskeyNameOutput>({
    resolver: zodResolver(passkeyNameForm),
    defaultValues: { name: passkey.name ?? "" },
  });
  const invalid = form.formState.errors.name;
  const id = `passkey-rename-${passkey.id}`;
  const rename = useRenamePasskeyMutation({
    onSuccess: () => {
      toast.success(m.passkey_renamed());
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ name }) => rename.mutate({ id: passkey.id, name }))}
    >
      <DialogHeader>
        <DialogTitle>{m.passkey_rename_title()}</DialogTitle>
        <DialogDescription>{m.passkey_rename_description()}</DialogDescription>
      </DialogHeader>
      <Field data-invalid={Boolean(invalid)}>
        <FieldLabel htmlFor={id}>{m.account_name_label()}</FieldLabel>
        <Input {...fieldAria(id, invalid)} maxLength={PASSKEY_NAME_MAX} {...form.register("name")} />
        <FieldError id={errorId(id)} errors={[invalid]} />
      </Field>
      <DialogFooter>
        <Button type="submit" disabled={rename.isPending || !form.watch("name").trim()}>
          {rename.isPending ? m.account_saving() : m.account_save()}
        </Button>
      </DialogFooter>
    </form>
  );
}
