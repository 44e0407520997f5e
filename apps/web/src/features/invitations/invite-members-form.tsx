import { INVITEE_ROLE } from "@app/access";
import { organizationMessages } from "@app/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { refreshOrganizations } from "@/features/organizations/queries";
import { authClient } from "@/lib/auth-client";
import { EmailTagInput } from "./email-tag-input";
import { addEmails } from "./email-tags";

/**
 * Sends one invitation per address, one after another, always with the role member (SPEC §6).
 * Sent addresses leave the field; failed ones stay for another try. When some fail the toast names
 * them ('Failed to invite: …'); when every one fails it is the generic 'Failed to send invitations.'
 * Both carry the server's reason as the description.
 */
export function InviteMembersForm({ organizationId }: { organizationId: string }) {
  const queryClient = useQueryClient();
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Text typed but not yet tagged counts too.
    const pending = addEmails(emails, draft);
    setEmails(pending.emails);
    setDraft(pending.rest);
    setError(pending.error);
    if (pending.rest || pending.emails.length === 0) return;

    setBusy(true);
    const failed: string[] = [];
    const reasons = new Set<string>();
    for (const email of pending.emails) {
      const { error } = await authClient.organization.inviteMember({ email, role: INVITEE_ROLE, organizationId });
      if (error) {
        failed.push(email);
        if (error.message) reasons.add(error.message);
      }
    }
    setEmails(failed);
    setBusy(false);

    const sent = pending.emails.length - failed.length;
    const description = [...reasons].join(" ") || undefined;
    if (failed.length === 0) toast.success(sent === 1 ? "Invitation sent" : `${sent} invitations sent`);
    else if (sent === 0) toast.error(organizationMessages.inviteAllFailed, { description });
    else {
      toast.success(sent === 1 ? "Invitation sent" : `${sent} invitations sent`);
      toast.error(`${organizationMessages.inviteFailedPrefix}${failed.join(", ")}`, { description });
    }
    await refreshOrganizations(queryClient);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <Label htmlFor="invite-emails">Email addresses</Label>
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
          {busy ? "Inviting..." : "Invite"}
        </Button>
      </div>
    </form>
  );
}
