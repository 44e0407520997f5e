import { domainRecordName, GROUPS_ATTRIBUTE_DEFAULT, parseRoleMapping } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { RoleMappingForm } from "@/components/role-mapping-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import {
  type Provider,
  useDeleteProviderMutation,
  useRequestVerificationMutation,
  useUpdateProviderMutation,
  useVerifyDomainMutation,
} from "./api";

/** A value to copy into the identity provider's settings. */
function Copyable({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="bg-muted overflow-x-auto rounded px-2 py-1 font-mono text-xs break-all">{value}</dd>
    </div>
  );
}

interface ProviderDetailsProps {
  provider: Provider;
  /** The TXT value a registration just answered, if it is this provider's. */
  freshToken?: string;
  /** Whether the caller's role grants "sso:require" (turning "require SSO" on or off). */
  mayRequire: boolean;
}

/** One identity provider: what to enter at the provider, its domain's proof, its policies. */
export function ProviderDetails({ provider, freshToken, mayRequire }: ProviderDetailsProps) {
  const origin = window.location.origin;
  const [token, setToken] = useState(freshToken ?? "");
  const failed = (error: Error) => toast.error(error.message);
  const update = useUpdateProviderMutation({ onSuccess: () => toast.success(m.sso_saved()), onError: failed });
  const remove = useDeleteProviderMutation({ onSuccess: () => toast.success(m.sso_removed()), onError: failed });
  const requestToken = useRequestVerificationMutation({ onSuccess: setToken, onError: failed });
  const verify = useVerifyDomainMutation({ onSuccess: () => toast.success(m.sso_domain_verified()), onError: failed });
  const saml = provider.type === "saml";
  const recordName = domainRecordName(provider.providerId, provider.domain);
  const id = provider.providerId;

  return (
    <article className="grid gap-4 rounded-md border p-4" aria-labelledby={`provider-${id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`provider-${id}`} className="font-medium">
          {provider.domain}
        </h3>
        <Badge variant="secondary">{saml ? m.sso_protocol_saml() : m.sso_protocol_oidc()}</Badge>
        <Badge variant={provider.domainVerified ? "default" : "outline"}>
          {provider.domainVerified ? m.sso_verified() : m.sso_not_verified()}
        </Badge>
      </div>
      <dl className="grid gap-2">
        {saml ? (
          <>
            <Copyable label={m.sso_acs_url()} value={`${origin}/api/auth/sso/saml2/sp/acs/${id}`} />
            <Copyable label={m.sso_sp_entity_id()} value={provider.spMetadataUrl} />
            <Copyable label={m.sso_sp_metadata_url()} value={provider.spMetadataUrl} />
          </>
        ) : (
          <Copyable label={m.sso_callback_url()} value={`${origin}/api/auth/sso/callback/${id}`} />
        )}
      </dl>
      {provider.domainVerified ? null : (
        <div className="grid gap-2">
          <p className="text-sm">{m.sso_verify_explained()}</p>
          <dl className="grid gap-2">
            <Copyable label={m.sso_txt_name()} value={recordName} />
            {token ? <Copyable label={m.sso_txt_value()} value={`_dashboard-domain-${id}=${token}`} /> : null}
          </dl>
          <div className="flex flex-wrap gap-2">
            {token ? null : (
              <Button variant="outline" onClick={() => requestToken.mutate(id)} disabled={requestToken.isPending}>
                {m.sso_show_txt_value()}
              </Button>
            )}
            <Button onClick={() => verify.mutate(id)} disabled={verify.isPending}>
              {verify.isPending ? m.sso_checking() : m.sso_check_dns()}
            </Button>
          </div>
        </div>
      )}
      <div className="grid gap-3">
        <div className="flex items-start gap-2">
          <Checkbox
            id={`require-${id}`}
            checked={Boolean(provider.requireSso)}
            disabled={!mayRequire || !provider.domainVerified || update.isPending}
            onCheckedChange={(checked) => update.mutate({ providerId: id, requireSso: checked === true })}
          />
          <Label htmlFor={`require-${id}`} className="grid gap-1 font-normal">
            <span className="font-medium">{m.sso_require_label()}</span>
            <span className="text-muted-foreground text-sm">{m.sso_require_hint()}</span>
          </Label>
        </div>
        <div className="flex items-start gap-2">
          <Checkbox
            id={`mfa-${id}`}
            checked={Boolean(provider.mfaSuffices)}
            disabled={update.isPending}
            onCheckedChange={(checked) => update.mutate({ providerId: id, mfaSuffices: checked === true })}
          />
          <Label htmlFor={`mfa-${id}`} className="grid gap-1 font-normal">
            <span className="font-medium">{m.sso_mfa_label()}</span>
            <span className="text-muted-foreground text-sm">{m.sso_mfa_hint()}</span>
          </Label>
        </div>
        {/* Named with the provider's domain too: each provider has this section, and landmarks need distinct names. */}
        <section className="grid gap-2" aria-labelledby={`roles-${id} provider-${id}`}>
          <h4 id={`roles-${id}`} className="font-medium">
            {m.sso_role_mapping_title()}
          </h4>
          <p className="text-muted-foreground text-sm">{m.sso_role_mapping_hint()}</p>
          <RoleMappingForm
            id={`roles-${id}`}
            organizationId={provider.organizationId ?? ""}
            mapping={parseRoleMapping(provider.roleMapping)}
            saveLabel={m.sso_save()}
            pending={update.isPending}
            attribute={{
              label: saml ? m.sso_groups_attribute_label_saml() : m.sso_groups_attribute_label_oidc(),
              hint: saml ? m.sso_groups_attribute_hint_saml() : m.sso_groups_attribute_hint_oidc(),
              invalid: m.sso_groups_attribute_error(),
              value: provider.groupsAttribute || GROUPS_ATTRIBUTE_DEFAULT,
            }}
            onSave={(mapping, groupsAttribute) =>
              update.mutate({
                providerId: id,
                groupsAttribute: groupsAttribute || GROUPS_ATTRIBUTE_DEFAULT,
                roleMapping: JSON.stringify(mapping),
              })
            }
          />
        </section>
      </div>
      <div>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={remove.isPending}>
              {m.sso_remove()}
            </Button>
          }
          title={m.sso_remove_title({ domain: provider.domain })}
          question={m.sso_remove_description()}
          destructive
          confirmLabel={m.sso_remove()}
          onConfirm={() => remove.mutate(id)}
        />
      </div>
    </article>
  );
}
