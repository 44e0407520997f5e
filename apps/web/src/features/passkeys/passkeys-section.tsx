import { PASSKEY_NAME_MAX } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/dates";
import { errorId, fieldAria } from "@/lib/field-aria";
import { type UserPasskey, useAddPasskeyMutation, useDeletePasskeyMutation, usePasskeysQuery } from "./api";
import { type PasskeyNameInput, type PasskeyNameOutput, passkeyNameForm } from "./passkey-name";
import { RenamePasskeyDialog } from "./rename-passkey-dialog";

/** Passkeys: sign in with a fingerprint, face or security key instead of the password. */
export function PasskeysSection() {
  const passkeys = usePasskeysQuery();
  const form = useForm<PasskeyNameInput, unknown, PasskeyNameOutput>({
    resolver: zodResolver(passkeyNameForm),
    defaultValues: { name: "" },
  });
  const invalid = form.formState.errors.name;
  const add = useAddPasskeyMutation({
    onSuccess: (_, added) => {
      toast.success(m.passkey_added({ name: added }));
      form.reset();
    },
    onError: (error) => toast.error(error.message),
  });

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
        noValidate
        onSubmit={form.handleSubmit(({ name }) => add.mutate(name))}
      >
        <Field className="min-w-48 flex-1" data-invalid={Boolean(invalid)}>
          <FieldLabel htmlFor="passkey-name">{m.passkey_name()}</FieldLabel>
          <Input
            {...fieldAria("passkey-name", invalid)}
            placeholder={m.passkey_name_placeholder()}
            maxLength={PASSKEY_NAME_MAX}
            {...form.register("name")}
          />
          <FieldError id={errorId("passkey-name")} errors={[invalid]} />
        </Field>
        <Button type="submit" disabled={add.isPending || !form.watch("name").trim()}>
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
      <RenamePasskeyDialog passkey={passkey} open={renaming} onOpenChange={setRenaming} />
    </li>
  );
}
