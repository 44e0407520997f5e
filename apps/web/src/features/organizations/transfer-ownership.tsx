import { m } from "@app/i18n/messages";
import { useState } from "react";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { SectionCard } from "@/components/section-card";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import type { OrganizationMember } from "./api";
import { useTransferOwnershipMutation } from "./api";
import { hasOrganizationRole } from "./permissions";

interface TransferOwnershipProps {
  organization: { id: string; name: string };
  members: OrganizationMember[];
  currentUserId: string;
}

/** Owners only: make another member an owner (and become an admin), confirmed by typing the name. */
export function TransferOwnership({ organization, members, currentUserId }: TransferOwnershipProps) {
  const candidates = members.filter(
    (member) => member.userId !== currentUserId && !hasOrganizationRole(member.role, "owner"),
  );
  const [memberId, setMemberId] = useState("");
  const [confirmName, setConfirmName] = useState("");
  const transfer = useTransferOwnershipMutation({
    onSuccess: () => {
      toast.success(m.org_ownership_transferred());
      setMemberId("");
      setConfirmName("");
    },
    onError: (error) => toast.error(error.message),
  });
  const confirmed = confirmName === organization.name;

  return (
    <SectionCard title={m.org_transfer_title()} description={m.org_transfer_description()} destructive>
      {candidates.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.org_no_transfer_candidates()}</p>
      ) : (
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (memberId && confirmed) transfer.mutate({ organizationId: organization.id, memberId, confirmName });
          }}
        >
          <SelectField
            id="transfer-member"
            label={m.org_transfer_new_owner()}
            value={memberId}
            onChange={(event) => setMemberId(event.currentTarget.value)}
          >
            <option value="">{m.org_transfer_choose()}</option>
            {candidates.map((member) => (
              <option key={member.id} value={member.id}>
                {member.user.name} ({member.user.email})
              </option>
            ))}
          </SelectField>
          <FormField
            id="transfer-confirm"
            label={m.org_transfer_confirm_label({ name: organization.name })}
            autoComplete="off"
            value={confirmName}
            onChange={(event) => setConfirmName(event.currentTarget.value)}
          />
          <Button
            type="submit"
            variant="destructive"
            className="w-fit"
            disabled={!memberId || !confirmed || transfer.isPending}
          >
            {transfer.isPending ? m.org_transferring() : m.org_transfer_title()}
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
