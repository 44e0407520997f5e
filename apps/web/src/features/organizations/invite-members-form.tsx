import { m } from "@app/i18n/messages";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { type InvitationsSent, useInviteMembersMutation } from "./api";
import { EmailTagInput } from "./email-tag-input";
import { addEmails } from "./email-tags";

/**
 * Sends one invitation per address, one after another, always with the role member (SPEC §6).
 * Sent addresses leave the field; failed ones stay for another try. When some fail the toast names
 * them ('Failed to invite: …'); when every one fails it is the generic 'Failed to send invitations.'
 * Both carry the server's reason as the description.
 */
export function InviteMembersForm({ organizationId }: { organizationId: string }) {
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string>();
  const invite = useInviteMembersMutation(organizationId);
  const busy = invite.isPending;

  const showResult = ({ sent, failed, reasons }: InvitationsSent) => {
    setEmails(failed);
    const description = reasons.join(" ") || undefined;
    const sentText = m.org_invitations_sent({ count: sent });
    if (failed.length === 0) toast.success(sentText);
    else if (sent === 0) toast.error(m.org_invite_all_failed(), { description });
    else {
      toast.success(sentText);
      toast.error(m.org_invite_failed_for({ emails: failed.join(", ") }), { description });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Text typed but not yet tagged counts too.
    const pending = addEmails(emails, draft);
    setEmails(pending.emails);
    setDraft(pending.rest);
    setError(pending.error);
    if (pending.rest || pending.emails.length === 0) return;
    // Passed to mutate, not to the hook: the field then shows the failed addresses in the same render
    // that ends the busy state, so it is never free while still showing the sent ones.
    invite.mutate(pending.emails, { onSuccess: showResult });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <Label htmlFor="invite-emails">{m.org_email_addresses_label()}</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <EmailTagInput
            id="invite-emails"
            emails={emails}
            onEmailsChange={setEmails}
            draft={draft}
            onDraftChange={setDraft}
            error={error}
            onErrorChange={setError}
            disabled={busy}
          />
        </div>
        <Button type="submit" disabled={busy || (emails.length === 0 && draft.trim() === "")}>
          {busy ? m.org_inviting() : m.org_invite_submit()}
        </Button>
      </div>
    </form>
  );
}
