import { roleGrants } from "@app/access";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { authClient } from "@/lib/auth-client";
import { AddProviderForm } from "./add-provider-form";
import { useProvidersQuery } from "./api";
import { ProviderDetails } from "./provider-details";

/** The caller's role in the organization: what it grants decides what the page offers ("sso:manage", "sso:require"). */
function useOwnRole(organizationId: string) {
  return useQuery({
    queryKey: ["sso", "role", organizationId],
    queryFn: async () => (await authClient.organization.getActiveMemberRole({ query: { organizationId } }))?.role ?? "",
  });
}

/** The organization's sign-in settings: its identity providers and their verified domains (decision 035). */
export function SignInSettings({ organizationId }: { organizationId: string }) {
  const providers = useProvidersQuery(organizationId);
  const role = useOwnRole(organizationId);
  const [fresh, setFresh] = useState<{ providerId: string; token: string } | null>(null);
  const mayRequire = roleGrants(role.data, { sso: ["require"] });
  // Members see why there is nothing here; the server refuses them every SSO call as well.
  if (role.isSuccess && !roleGrants(role.data, { sso: ["manage"] })) {
    return <p className="text-muted-foreground text-sm">{m.sso_managers_only()}</p>;
  }
  return (
    <div className="grid gap-6">
      <SectionCard title={m.sso_providers_title()} description={m.sso_providers_description()}>
        {providers.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : providers.isError ? (
          <p className="text-destructive text-sm">{m.sso_load_failed()}</p>
        ) : providers.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{m.sso_no_providers()}</p>
        ) : (
          providers.data.map((provider) => (
            <ProviderDetails
              key={provider.providerId}
              provider={provider}
              mayRequire={mayRequire}
              freshToken={fresh?.providerId === provider.providerId ? fresh.token : undefined}
            />
          ))
        )}
      </SectionCard>
      <SectionCard title={m.sso_add_title()} description={m.sso_add_description()}>
        <AddProviderForm
          organizationId={organizationId}
          onAdded={(providerId, token) => setFresh({ providerId, token })}
        />
      </SectionCard>
    </div>
  );
}
