import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { organizationKeysQueryOptions } from "./api";
import { KeyRow } from "./key-row";

/**
 * The organization's API keys for its owners and admins (the server's rule: whoever may remove
 * members): every key its members made for it, to revoke one that should go. A key belongs to the
 * person who made it, so making one stays in the account's API keys section.
 */
export function OrganizationApiKeys({ organizationId }: { organizationId: string }) {
  const keys = useQuery(organizationKeysQueryOptions(organizationId));
  return (
    <SectionCard
      title={m.apikey_org_title()}
      description={
        <>
          {m.apikey_org_description()}{" "}
          <Link className="text-foreground underline underline-offset-4" to="/dashboard/account/api-keys">
            {m.apikey_org_own_keys()}
          </Link>
        </>
      }
    >
      {keys.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : keys.isError ? (
        <p className="text-muted-foreground text-sm">{m.apikey_members_only_managers()}</p>
      ) : keys.data.keys.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.apikey_members_none()}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={m.apikey_members_list()}>
          {keys.data.keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} context={`${key.userName} (${key.userEmail})`} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
