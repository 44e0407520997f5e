import { API_KEY_SCOPES, type ApiKeyScope, apiKeyNameSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormField } from "@/components/form-field";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import { organizationsQueryOptions } from "@/lib/organizations";
import { useCreateApiKeyMutation } from "./api";
import { EXPIRY_OPTIONS, expiryLabel, scopeLabel } from "./messages";

/** Name, organization, expiry and scope of a new key; the key comes back once through `onCreated`. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: string) => void }) {
  const organizations = useQuery(organizationsQueryOptions);
  const [name, setName] = useState("");
  const [organizationId, setOrganizationId] = useState("");
  const [expiry, setExpiry] = useState<string>("90");
  const [scope, setScope] = useState<ApiKeyScope>("read");
  const [nameError, setNameError] = useState<string>();
  const create = useCreateApiKeyMutation({
    onSuccess: (created) => {
      setName("");
      onCreated(created.key);
    },
  });
  const chosenOrganization = organizationId || organizations.data?.[0]?.id || "";

  if (organizations.data && organizations.data.length === 0) {
    return <p className="text-muted-foreground text-sm">{m.apikey_no_organization()}</p>;
  }
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      aria-label={m.apikey_create_form()}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = apiKeyNameSchema.safeParse(name);
        setNameError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (!parsed.success || !chosenOrganization) return;
        create.mutate({
          name: parsed.data,
          organizationId: chosenOrganization,
          scope,
          expiresIn: expiry === "none" ? null : Number(expiry) * 86400,
        });
      }}
    >
      <FormField
        id="api-key-name"
        label={m.apikey_name()}
        placeholder={m.apikey_name_placeholder()}
        maxLength={100}
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        id="api-key-organization"
        label={m.apikey_organization()}
        value={chosenOrganization}
        onChange={(event) => setOrganizationId(event.target.value)}
      >
        {(organizations.data ?? []).map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="api-key-expiry"
        label={m.apikey_expires_after()}
        value={expiry}
        onChange={(e) => setExpiry(e.target.value)}
      >
        {EXPIRY_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {expiryLabel(option)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="api-key-scope"
        label={m.apikey_scope()}
        value={scope}
        onChange={(event) => setScope(event.target.value as ApiKeyScope)}
      >
        {API_KEY_SCOPES.map((value) => (
          <option key={value} value={value}>
            {scopeLabel(value)}
          </option>
        ))}
      </SelectField>
      {create.isError ? (
        <p className="text-destructive text-sm sm:col-span-2" role="alert">
          {create.error.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending || !chosenOrganization}>
          {create.isPending ? m.account_creating() : m.apikey_create()}
        </Button>
      </div>
    </form>
  );
}
