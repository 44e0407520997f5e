import { useState } from "react";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { SectionCard } from "@/components/section-card";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import type { OrganizationMember } from "./api";
import { useTransferOwnershipMutation } from "./api";
import { organizationCopy } from "./messages";
import { hasOrganizationRole } from "./permissions";

interface TransferOwnershipProps {
  organization: { id: string; name: string };
  members: OrganizationMember[];
  currentUserId: string;
}

/** Owners only: make another member an owner (and become an admin), confirmed by typing the name. */
export function TransferOwnership({ organization, members, currentUserId }: TransferOwnershipProps) {
  const candidates = members.filter((m) => m.userId !== currentUserId && !hasOrganizationRole(m.role, "owner"));
  const [memberId, setMemberId] = useState("");
  const [confirmName, setConfirmName] = useState("");
  const transfer = useTransferOwnershipMutation({
    onSuccess: () => {
      toast.success(organizationCopy.ownershipTransferred);
      setMemberId("");
      setConfirmName("");
    },
    onError: (error) => toast.error(error.message),
  });
  const confirmed = confirmName === organization.name;

  return (
    <SectionCard
      title="Transfer ownership"
      description="The member you choose becomes an owner; you stay as an admin. Both of you get an email."
      destructive
    >
      {candidates.length === 0 ? (
        <p className="text-muted-foreground text-sm">{organizationCopy.noTransferCandidates}</p>
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
            label="New owner"
            value={memberId}
            onChange={(event) => setMemberId(event.currentTarget.value)}
          >
            <option value="">Choose a member</option>
            {candidates.map((m) => (
              <option key={m.id} value={m.id}>
                {m.user.name} ({m.user.email})
              </option>
            ))}
          </SelectField>
          <FormField
            id="transfer-confirm"
            label={`Type "${organization.name}" to confirm`}
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
            {transfer.isPending ? "Transferring..." : "Transfer ownership"}
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
