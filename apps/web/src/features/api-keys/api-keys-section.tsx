import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { organizationsQueryOptions } from "@/lib/organizations";
import { useApiKeysQuery } from "./api";
import { CreateApiKeyForm } from "./create-api-key-form";
import { KeyRow } from "./key-row";
import { NewKeyNotice } from "./new-key-notice";

/** The reference is the server's own page (Swagger UI), not a route of the web app. */
const REFERENCE_URL = "/api/docs";

/**
 * The account's API keys: one's own, made per organization with a scope and expiry, seen once, listed
 * and revoked. The keys of an organization's members are in its settings (OrganizationApiKeys).
 */
export function ApiKeysSection() {
  const keys = useApiKeysQuery();
  const organizations = useQuery(organizationsQueryOptions);
  const [created, setCreated] = useState<string | null>(null);
  const organizationName = (id: unknown) =>
    organizations.data?.find((organization) => organization.id === id)?.name ?? m.apikey_organization();

  return (
    <SectionCard
      title={m.apikey_title()}
      description={
        <>
          {m.apikey_description()}{" "}
          <a className="text-foreground underline underline-offset-4" href={REFERENCE_URL}>
            {m.apikey_reference()}
          </a>
        </>
      }
    >
      {created ? <NewKeyNotice apiKey={created} onDone={() => setCreated(null)} /> : null}
      <CreateApiKeyForm onCreated={setCreated} />
      {keys.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : keys.isError ? (
        <p className="text-destructive text-sm">{keys.error.message}</p>
      ) : keys.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.apikey_none()}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={m.apikey_list()}>
          {keys.data.map((key) => {
            const metadata = (key.metadata ?? {}) as { organizationId?: string; scope?: "read" | "write" };
            return (
              <KeyRow
                key={key.id}
                apiKey={{ ...key, scope: metadata.scope ?? "read" }}
                context={organizationName(metadata.organizationId)}
              />
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
