import { allowedNetworksSchema, splitNetworkList } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { useSecurityPolicyQuery, useUpdateSecurityPolicyMutation } from "./api";
import { SessionLimitsCard, TwoFactorRequiredCard } from "./session-policy-settings";

const FIELD_ID = "allowed-networks";

/** The networks field: the same rule as the server's, its first refusal as the field's message. */
const formSchema = z.object({
  networks: z.string().superRefine((text, ctx) => {
    const parsed = allowedNetworksSchema.safeParse(splitNetworkList(text));
    if (!parsed.success) ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "" });
  }),
});

/**
 * The organization's security policy (decision 043): two-factor required, session limits, and the
 * networks its data may be reached from. The server refuses a list without the saver's own address,
 * and requiring two-factor while the saver's own session does not meet it, and says so; its words
 * are shown here.
 */
export function SecuritySettings({ organizationId }: { organizationId: string }) {
  const policy = useSecurityPolicyQuery(organizationId);
  const form = useForm<{ networks: string }>({
    resolver: zodResolver(formSchema),
    values: { networks: (policy.data?.allowedNetworks ?? []).join("\n") },
    resetOptions: { keepDirtyValues: true },
  });
  const save = useUpdateSecurityPolicyMutation({
    onSuccess: () => {
      form.reset(form.getValues());
      toast.success(m.security_saved());
    },
    onError: (error) => form.setError("networks", { message: error.message }),
  });
  if (policy.isPending) return <Skeleton className="h-40 w-full max-w-2xl" />;
  if (policy.isError) return <p className="text-destructive text-sm">{policy.error.message}</p>;
  const { errors } = form.formState;
  const active = policy.data.allowedNetworks.length > 0;

  return (
    <div className="grid gap-6">
      <TwoFactorRequiredCard policy={policy.data} />
      <SessionLimitsCard policy={policy.data} />
      <SectionCard title={m.security_networks_title()} description={m.security_networks_description()}>
        <p className="text-sm" role="status">
          {active ? m.security_networks_active() : m.security_networks_inactive()}
        </p>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            save.mutate({ organizationId, allowedNetworks: splitNetworkList(values.networks) }),
          )}
        >
          <Field data-invalid={Boolean(errors.networks)}>
            <FieldLabel htmlFor={FIELD_ID}>{m.security_networks_label()}</FieldLabel>
            <Textarea
              {...fieldAria(FIELD_ID, errors.networks, true)}
              className="min-h-32 max-w-md font-mono text-sm"
              spellCheck={false}
              {...form.register("networks")}
            />
            <FieldDescription id={descriptionId(FIELD_ID)}>
              {policy.data.yourAddress
                ? m.security_networks_hint({ address: policy.data.yourAddress })
                : m.security_networks_hint_unknown()}
            </FieldDescription>
            <FieldError id={errorId(FIELD_ID)} errors={[errors.networks]} />
          </Field>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {m.security_save()}
            </Button>
          </div>
        </form>
        <ul className="text-muted-foreground grid list-disc gap-1 pl-5 text-sm">
          <li>{m.security_networks_scope()}</li>
          <li>{m.security_networks_scim()}</li>
          <li>{m.security_networks_undo()}</li>
        </ul>
      </SectionCard>
    </div>
  );
}
