import { m } from "@app/i18n/messages";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { RoleMappingForm } from "@/components/role-mapping-form";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/dates";
import {
  useCreateScimTokenMutation,
  useRevokeScimTokenMutation,
  useRoleMappingMutation,
  useScimStatusQuery,
} from "./api";

/** The organization's SCIM provisioning (decision 035): the base URL, tokens, groups and roles. */
export function ProvisioningSettings({ organizationId }: { organizationId: string }) {
  const status = useScimStatusQuery(organizationId);
  const [token, setToken] = useState<string | null>(null);
  const failed = (error: Error) => toast.error(error.message);
  const create = useCreateScimTokenMutation({ onSuccess: (made) => setToken(made.token), onError: failed });
  const revoke = useRevokeScimTokenMutation({ onSuccess: () => toast.success(m.scim_revoked()), onError: failed });
  const saveMapping = useRoleMappingMutation({ onSuccess: () => toast.success(m.scim_saved()), onError: failed });
  if (status.isPending) return <Skeleton className="h-40 w-full max-w-2xl" />;
  if (status.isError) return <p className="text-destructive text-sm">{status.error.message}</p>;
  const active = status.data.credentials.filter((c) => c.status === "active");

  return (
    <div className="grid gap-6">
      <SectionCard
        title={m.scim_title()}
        description={m.scim_description()}
        action={
          <Button onClick={() => create.mutate(organizationId)} disabled={create.isPending}>
            {m.scim_new_token()}
          </Button>
        }
      >
        <div className="grid gap-1">
          <p className="text-muted-foreground text-sm">{m.scim_base_url()}</p>
          <p className="bg-muted rounded px-2 py-1 font-mono text-xs break-all">{status.data.baseUrl}</p>
        </div>
        {token ? (
          <div className="grid gap-2 rounded-md border p-3" role="status">
            <p className="text-sm font-medium">{m.scim_token_once()}</p>
            <p className="bg-muted rounded px-2 py-1 font-mono text-xs break-all">{token}</p>
            <div>
              <Button variant="outline" onClick={() => setToken(null)}>
                {m.scim_token_done()}
              </Button>
            </div>
          </div>
        ) : null}
        {active.length === 0 ? (
          <p className="text-muted-foreground text-sm">{m.scim_no_tokens()}</p>
        ) : (
          <ul className="grid gap-2">
            {active.map((credential) => (
              <li
                key={credential.credentialId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <div className="grid gap-1 text-sm">
                  <span className="font-mono text-xs">{credential.credentialId}</span>
                  <span className="text-muted-foreground">
                    {m.scim_token_meta({
                      created: formatDate(credential.createdAt),
                      expires: formatDate(credential.expiresAt),
                    })}
                  </span>
                  {credential.lastUsedAt ? (
                    <Badge variant="secondary">{m.scim_last_used({ date: formatDate(credential.lastUsedAt) })}</Badge>
                  ) : null}
                </div>
                <ConfirmDialog
                  trigger={
                    <Button variant="destructive" disabled={revoke.isPending}>
                      {m.scim_revoke()}
                    </Button>
                  }
                  title={m.scim_revoke_title()}
                  question={m.scim_revoke_question()}
                  confirmLabel={m.scim_revoke()}
                  destructive
                  onConfirm={() => revoke.mutate({ organizationId, credentialId: credential.credentialId })}
                />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title={m.scim_groups_title()} description={m.scim_groups_description()}>
        <RoleMappingForm
          id="scim-role-mapping"
          organizationId={organizationId}
          mapping={status.data.roleMapping}
          saveLabel={m.scim_save()}
          pending={saveMapping.isPending}
          onSave={(roleMapping) => saveMapping.mutate({ organizationId, roleMapping })}
        />
      </SectionCard>
    </div>
  );
}
