import { m } from "@app/i18n/messages";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form-field";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/dates";
import { type UserPasskey, useAddPasskeyMutation, useDeletePasskeyMutation, usePasskeysQuery } from "./api";
import { RenamePasskeyDialog } from "./rename-passkey-dialog";

const NAME_MAX = 64;

/** Passkeys: sign in with a fingerprint, face or security key instead of the password. */
export function PasskeysSection() {
  const passkeys = usePasskeysQuery();
  const [name, setName] = useState("");
  const add = useAddPasskeyMutation({
    onSuccess: (_, added) => {
      toast.success(m.passkey_added({ name: added }));
      setName("");
    },
    onError: (error) => toast.error(error.message),
  });
  const trimmed = name.trim();

  return (
    <SectionCard title={m.passkey_title()} description={m.passkey_description()}>
      {passkeys.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : passkeys.isError ? (
        <p className="text-destructive text-sm">{passkeys.error.message}</p>
      ) : passkeys.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.passkey_none()}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={m.passkey_list()}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) add.mutate(trimmed);
        }}
      >
        <div className="min-w-48 flex-1">
          <FormField
            id="passkey-name"
            label={m.passkey_name()}
            placeholder={m.passkey_name_placeholder()}
            maxLength={NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={add.isPending || !trimmed}>
          {add.isPending ? m.passkey_adding() : m.passkey_add()}
        </Button>
      </form>
    </SectionCard>
  );
}

function PasskeyRow({ passkey }: { passkey: UserPasskey }) {
  const [renaming, setRenaming] = useState(false);
  const label = passkey.name || m.passkey_unnamed();
  const remove = useDeletePasskeyMutation({
    onSuccess: () => toast.success(m.passkey_deleted({ name: label })),
    onError: (error) => toast.error(error.message),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" data-testid="passkey-row">
      <KeyRound className="text-muted-foreground size-5 shrink-0" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="truncate font-medium">{label}</span>
        {passkey.createdAt ? (
          <span className="text-muted-foreground text-xs">
            {m.passkey_added_on({ date: formatDate(passkey.createdAt) })}
          </span>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setRenaming(true)}
          aria-label={m.passkey_rename_label({ name: label })}
        >
          {m.passkey_rename()}
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={remove.isPending}
              aria-label={m.passkey_delete_label({ name: label })}
            >
              {m.passkey_delete()}
            </Button>
          }
          title={m.passkey_delete_title({ name: label })}
          question={m.passkey_delete_question()}
          confirmLabel={m.passkey_delete()}
          destructive
          onConfirm={() => remove.mutate(passkey.id)}
        />
      </div>
      <RenamePasskeyDialog passkey={passkey} open={renaming} onOpenChange={setRenaming} maxLength={NAME_MAX} />
    </li>
  );
}
