import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Field, FieldLabel } from "@/components/ui/field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { organizationsQueryOptions } from "@/lib/organizations";
import { organizationKeysQueryOptions, useApiKeysQuery } from "./api";
import { CreateApiKeyForm } from "./create-api-key-form";
import { KeyRow } from "./key-row";
import { NewKeyNotice } from "./new-key-notice";

/** The reference is the server's own page (Swagger UI), not a route of the web app. */
const REFERENCE_URL = "/api/docs";

/** API keys: create one per organization with a scope and expiry, see it once, list and revoke. */
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
      <MembersKeys />
    </SectionCard>
  );
}

/** Owners and admins: the keys their organization's members made, to revoke one that should go. */
function MembersKeys() {
  const organizations = useQuery(organizationsQueryOptions);
  const [chosen, setChosen] = useState("");
  const organizationId = chosen || organizations.data?.[0]?.id || "";
  const keys = useQuery({ ...organizationKeysQueryOptions(organizationId), enabled: Boolean(organizationId) });
  if (!organizations.data?.length) return null;
  return (
    <div className="grid gap-3 border-t pt-4">
      <h3 className="font-medium">{m.apikey_members_keys()}</h3>
      <Field>
        <FieldLabel htmlFor="members-keys-organization">{m.apikey_organization()}</FieldLabel>
        <NativeSelect
          id="members-keys-organization"
          value={organizationId}
          onChange={(event) => setChosen(event.target.value)}
        >
          {organizations.data.map((organization) => (
            <NativeSelectOption key={organization.id} value={organization.id}>
              {organization.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
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
    </div>
  );
}
