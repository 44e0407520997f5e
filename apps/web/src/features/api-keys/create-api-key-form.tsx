import { API_KEY_NAME_MAX, API_KEY_SCOPES, createApiKeyFormSchema, type CreateApiKeyForm as Values } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { errorId, fieldAria } from "@/lib/field-aria";
import { organizationsQueryOptions } from "@/lib/organizations";
import { useCreateApiKeyMutation } from "./api";
import { EXPIRY_OPTIONS, expiryLabel, scopeLabel } from "./messages";

/** Name, organization, expiry and scope of a new key; the key comes back once through `onCreated`. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: string) => void }) {
  const organizations = useQuery(organizationsQueryOptions);
  const form = useForm<Values>({
    resolver: zodResolver(createApiKeyFormSchema),
    // The first organization is chosen once the list is there; what was typed or picked meanwhile stays.
    values: { name: "", organizationId: organizations.data?.[0]?.id ?? "", expiresInDays: "90", scope: "read" },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const create = useCreateApiKeyMutation({
    onSuccess: (created) => {
      form.resetField("name");
      onCreated(created.key);
    },
  });

  if (organizations.data && organizations.data.length === 0) {
    return <p className="text-muted-foreground text-sm">{m.apikey_no_organization()}</p>;
  }
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      aria-label={m.apikey_create_form()}
      noValidate
      onSubmit={form.handleSubmit(({ name, organizationId, scope, expiresInDays }) =>
        create.mutate({
          name,
          organizationId,
          scope,
          expiresIn: expiresInDays === "none" ? null : Number(expiresInDays) * 86400,
        }),
      )}
    >
      <Field data-invalid={Boolean(errors.name)}>
        <FieldLabel htmlFor="api-key-name">{m.apikey_name()}</FieldLabel>
        <Input
          {...fieldAria("api-key-name", errors.name)}
          placeholder={m.apikey_name_placeholder()}
          maxLength={API_KEY_NAME_MAX}
          {...form.register("name")}
        />
        <FieldError id={errorId("api-key-name")} errors={[errors.name]} />
      </Field>
      <Field>
        <FieldLabel htmlFor="api-key-organization">{m.apikey_organization()}</FieldLabel>
        <NativeSelect id="api-key-organization" {...form.register("organizationId")}>
          {(organizations.data ?? []).map((organization) => (
            <NativeSelectOption key={organization.id} value={organization.id}>
              {organization.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field>
        <FieldLabel htmlFor="api-key-expiry">{m.apikey_expires_after()}</FieldLabel>
        <NativeSelect id="api-key-expiry" {...form.register("expiresInDays")}>
          {EXPIRY_OPTIONS.map((option) => (
            <NativeSelectOption key={option} value={option}>
              {expiryLabel(option)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field>
        <FieldLabel htmlFor="api-key-scope">{m.apikey_scope()}</FieldLabel>
        <NativeSelect id="api-key-scope" {...form.register("scope")}>
          {API_KEY_SCOPES.map((value) => (
            <NativeSelectOption key={value} value={value}>
              {scopeLabel(value)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      {create.isError ? (
        <p className="text-destructive text-sm sm:col-span-2" role="alert">
          {create.error.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending || !form.watch("organizationId")}>
          {create.isPending ? m.account_creating() : m.apikey_create()}
        </Button>
      </div>
    </form>
  );
}
