import { INVITEE_ROLE } from "@app/access";
import { m } from "@app/i18n/messages";
import type { FormEvent } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field, FieldLabel } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { builtInRolesOnly } from "@/lib/organization-roles";
import { type InvitationsSent, useInviteMembersMutation } from "./api";
import type { RoleChoice } from "./custom-roles";
import { EmailTagInput } from "./email-tag-input";
import { addEmails } from "./email-tags";

interface Values {
  emails: string[];
  /** The text not yet turned into tags. */
  draft: string;
  /** The role the invitations grant: member unless chosen otherwise. */
  role: string;
}

/**
 * Sends one invitation per address, one after another, with the role member unless the inviter chooses
 * another of `choices` (docs/product.md#invitations: never owner; the organization's own roles by name).
 * Sent addresses leave the field; failed ones stay for another try. When some fail the toast names
 * them ('Failed to invite: …'); when every one fails it is the generic 'Failed to send invitations.'
 * Both carry the server's reason as the description.
 */
export function InviteMembersForm({ organizationId, choices }: { organizationId: string; choices: RoleChoice[] }) {
  const form = useForm<Values>({ defaultValues: { emails: [], draft: "", role: INVITEE_ROLE } });
  const [emails, draft] = form.watch(["emails", "draft"]);
  const error = form.formState.errors.draft?.message;
  const setError = (message: string | undefined) =>
    message ? form.setError("draft", { message }) : form.clearErrors("draft");
  const invite = useInviteMembersMutation(organizationId);
  const busy = invite.isPending;

  const showResult = ({ sent, failed, reasons }: InvitationsSent) => {
    form.setValue("emails", failed);
    const description = reasons.join(" ") || undefined;
    const sentText = m.org_invitations_sent({ count: sent });
    if (failed.length === 0) toast.success(sentText);
    else if (sent === 0) toast.error(m.org_invite_all_failed(), { description });
    else {
      toast.success(sentText);
      toast.error(m.org_invite_failed_for({ emails: failed.join(", ") }), { description });
    }
  };

  const sendInvitations = form.handleSubmit(({ emails, draft, role }) => {
    // Text typed but not yet tagged counts too; the addresses' rule is the tags' (email-tags.ts).
    const pending = addEmails(emails, draft);
    form.setValue("emails", pending.emails);
    form.setValue("draft", pending.rest);
    setError(pending.error);
    if (pending.rest || pending.emails.length === 0) return;
    // Passed to mutate, not to the hook: the field then shows the failed addresses in the same render
    // that ends the busy state, so it is never free while still showing the sent ones.
    invite.mutate({ emails: pending.emails, role }, { onSuccess: showResult });
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Every submit checks the text anew: the last message does not hold it back.
    form.clearErrors();
    return sendInvitations(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Field>
        <FieldLabel htmlFor="invite-emails">{m.org_email_addresses_label()}</FieldLabel>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <EmailTagInput
              id="invite-emails"
              emails={emails}
              onEmailsChange={(next) => form.setValue("emails", next)}
              draft={draft}
              onDraftChange={(next) => form.setValue("draft", next)}
              error={error}
              onErrorChange={setError}
              disabled={busy}
            />
          </div>
          {choices.length > 1 ? (
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                  <SelectTrigger
                    ref={field.ref}
                    className="w-full sm:w-auto sm:max-w-52 sm:min-w-32"
                    aria-label={m.org_invite_role_label()}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {choices.map((choice) => (
                      <SelectItem
                        key={choice.value}
                        value={choice.value}
                        className={builtInRolesOnly(choice.value) ? "capitalize" : undefined}
                      >
                        {choice.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          ) : null}
          <Button type="submit" disabled={busy || (emails.length === 0 && draft.trim() === "")}>
            {busy ? m.org_inviting() : m.org_invite_submit()}
          </Button>
        </div>
      </Field>
    </form>
  );
}
