import { ssoDomainSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, FieldLabel } from "@/components/ui/field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { leavingFormDisabled } from "@/lib/leaving-form";
import { type NewProvider, useRegisterProviderMutation } from "./api";
import { TextAreaField, TextField } from "./text-field";

const schema = z
  .object({
    protocol: z.enum(["oidc", "saml"]),
    domain: z.string().refine((v) => ssoDomainSchema.safeParse(v).success, { error: () => m.sso_domain_invalid_web() }),
    issuer: z.string().trim(),
    clientId: z.string().trim(),
    clientSecret: z.string(),
    metadataXml: z.string(),
    entityId: z.string().trim(),
    ssoUrl: z.string().trim(),
    certificate: z.string(),
  })
  .superRefine((v, ctx) => {
    const required = (path: keyof typeof v) => {
      if (!String(v[path]).trim()) ctx.addIssue({ code: "custom", path: [path], message: m.sso_field_required() });
    };
    if (v.protocol === "oidc") {
      required("issuer");
      required("clientId");
      required("clientSecret");
    } else {
      required("ssoUrl");
      if (!v.metadataXml.trim()) {
        required("entityId");
        required("certificate");
      }
    }
  });
type Values = z.infer<typeof schema>;

/** A short id for the provider, from its domain: it names the DNS record and the callback URLs. */
function providerIdFor(domain: string): string {
  const base = ssoDomainSchema
    .parse(domain)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 30)
    .replace(/-+$/, "");
  return `${base}-${Math.random().toString(36).slice(2, 8)}`;
}

interface AddProviderFormProps {
  organizationId: string;
  onAdded: (providerId: string, domainVerificationToken: string) => void;
}

/** Adds an identity provider: OIDC (issuer, client id and secret) or SAML (metadata, or its parts). */
export function AddProviderForm({ organizationId, onAdded }: AddProviderFormProps) {
  const register = useRegisterProviderMutation({
    onSuccess: ({ providerId, domainVerificationToken }) => {
      toast.success(m.sso_added());
      form.reset();
      onAdded(providerId, domainVerificationToken);
    },
    onError: (error) => toast.error(error.message),
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      protocol: "oidc",
      domain: "",
      issuer: "",
      clientId: "",
      clientSecret: "",
      metadataXml: "",
      entityId: "",
      ssoUrl: "",
      certificate: "",
    },
    disabled: leavingFormDisabled(register),
  });
  const protocol = form.watch("protocol");
  const errors = form.formState.errors;
  const submit = (values: Values) => {
    const provider: NewProvider = { ...values, organizationId, providerId: providerIdFor(values.domain) };
    register.mutate(provider);
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
      <Field>
        <FieldLabel htmlFor="sso-protocol">{m.sso_protocol_label()}</FieldLabel>
        <NativeSelect id="sso-protocol" {...form.register("protocol")}>
          <NativeSelectOption value="oidc">{m.sso_protocol_oidc()}</NativeSelectOption>
          <NativeSelectOption value="saml">{m.sso_protocol_saml()}</NativeSelectOption>
        </NativeSelect>
      </Field>
      <TextField id="sso-domain" label={m.sso_domain_label()} error={errors.domain} {...form.register("domain")} />
      {protocol === "oidc" ? (
        <>
          <TextField
            id="sso-issuer"
            label={m.sso_issuer_label()}
            type="url"
            error={errors.issuer}
            {...form.register("issuer")}
          />
          <TextField
            id="sso-client-id"
            label={m.sso_client_id_label()}
            error={errors.clientId}
            {...form.register("clientId")}
          />
          <TextField
            id="sso-client-secret"
            label={m.sso_client_secret_label()}
            type="password"
            autoComplete="off"
            error={errors.clientSecret}
            {...form.register("clientSecret")}
          />
        </>
      ) : (
        <>
          <TextField
            id="sso-sso-url"
            label={m.sso_sso_url_label()}
            type="url"
            error={errors.ssoUrl}
            {...form.register("ssoUrl")}
          />
          <TextAreaField
            id="sso-metadata"
            label={m.sso_metadata_label()}
            error={errors.metadataXml}
            rows={4}
            {...form.register("metadataXml")}
          />
          <p className="text-muted-foreground text-sm">{m.sso_metadata_or_parts()}</p>
          <TextField
            id="sso-entity-id"
            label={m.sso_entity_id_label()}
            error={errors.entityId}
            {...form.register("entityId")}
          />
          <TextAreaField
            id="sso-certificate"
            label={m.sso_certificate_label()}
            error={errors.certificate}
            rows={4}
            {...form.register("certificate")}
          />
        </>
      )}
      <div>
        <Button type="submit" disabled={form.formState.disabled}>
          {register.isPending ? m.sso_adding() : m.sso_add()}
        </Button>
      </div>
    </form>
  );
}
