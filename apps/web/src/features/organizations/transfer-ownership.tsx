import { transferOwnershipFormSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { errorId, fieldAria } from "@/lib/field-aria";
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
  const schema = useMemo(() => transferOwnershipFormSchema(organization.name), [organization.name]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { memberId: "", confirmName: "" } });
  const { errors } = form.formState;
  const transfer = useTransferOwnershipMutation({
    onSuccess: () => {
      toast.success(m.org_ownership_transferred());
      form.reset();
    },
    onError: (error) => toast.error(error.message),
  });
  // The button waits for what the rule asks: a member chosen, the name typed exactly.
  const confirmed = schema.safeParse(form.watch()).success;

  return (
    <SectionCard title={m.org_transfer_title()} description={m.org_transfer_description()} destructive>
      {candidates.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.org_no_transfer_candidates()}</p>
      ) : (
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) => transfer.mutate({ organizationId: organization.id, ...values }))}
        >
          <Field>
            <FieldLabel htmlFor="transfer-member">{m.org_transfer_new_owner()}</FieldLabel>
            <NativeSelect id="transfer-member" {...form.register("memberId")}>
              <NativeSelectOption value="">{m.org_transfer_choose()}</NativeSelectOption>
              {candidates.map((member) => (
                <NativeSelectOption key={member.id} value={member.id}>
                  {member.user.name} ({member.user.email})
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          <Field data-invalid={Boolean(errors.confirmName)}>
            <FieldLabel htmlFor="transfer-confirm">
              {m.org_transfer_confirm_label({ name: organization.name })}
            </FieldLabel>
            <Input
              {...fieldAria("transfer-confirm", errors.confirmName)}
              autoComplete="off"
              {...form.register("confirmName")}
            />
            <FieldError id={errorId("transfer-confirm")} errors={[errors.confirmName]} />
          </Field>
          <Button type="submit" variant="destructive" className="w-fit" disabled={!confirmed || transfer.isPending}>
            {transfer.isPending ? m.org_transferring() : m.org_transfer_title()}
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
