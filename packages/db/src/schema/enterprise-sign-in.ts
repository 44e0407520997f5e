/**
 * Tables of better-auth's `sso` (1.7.5, with domain verification and the product's additional
 * fields) and `scim` (1.7.5, with its managed connection catalog) plugins, written by hand from the
 * plugins' own schema like auth.ts (decision 035). Field names follow the plugins' models; columns
 * are snake_case. Every lookup a plugin does by a field has an index here.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organization, user } from "./auth";

const time = (name: string) => timestamp(name, { withTimezone: true });

/** One identity provider (OIDC or SAML) of an organization, for one email domain. */
export const ssoProvider = pgTable(
  "sso_provider",
  {
    id: text("id").primaryKey(),
    issuer: text("issuer").notNull(),
    /** JSON; its `clientSecret` is encrypted with the auth secret (sso/secret-encryption.ts). */
    oidcConfig: text("oidc_config"),
    /** JSON; any SP or IdP private key in it is encrypted with the auth secret. */
    samlConfig: text("saml_config"),
    /** Who registered it; the provider belongs to the organization and outlives their account. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    providerId: text("provider_id").notNull().unique(),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    /** One domain, lower-case (the product's input rule). */
    domain: text("domain").notNull(),
    domainVerified: boolean("domain_verified").default(false),
    /** The product's fields (the plugin's `additionalFields`): password and the rest refused for the domain. */
    requireSso: boolean("require_sso").notNull().default(false),
    /** The provider's own multi-factor sign-in stands in for the account's second factor. */
    mfaSuffices: boolean("mfa_suffices").notNull().default(false),
    /** The claim (OIDC) or attribute (SAML) carrying the person's groups. */
    groupsAttribute: text("groups_attribute"),
    /**
     * Which groups give which role (JSON array of { group, role }, in the organization's order; the
     * first match wins, no match is member); null or empty leaves roles to the product.
     */
    roleMapping: text("role_mapping"),
  },
  (t) => [
    index("sso_provider_organization_id_idx").on(t.organizationId),
    index("sso_provider_domain_idx").on(t.domain),
    index("sso_provider_user_id_idx").on(t.userId),
    // A domain is verified for one provider, so one organization, at most: the second verification
    // fails here even when two run at once.
    uniqueIndex("sso_provider_verified_domain_idx").on(t.domain).where(sql`${t.domainVerified}`),
  ],
);

/** Which SCIM Groups give which role in an organization (a product model better-auth's adapter knows). */
export const provisioningSettings = pgTable("provisioning_settings", {
  id: text("id").primaryKey(),
  organizationId: text("organization_id")
    .notNull()
    .unique()
    .references(() => organization.id, { onDelete: "cascade" }),
  /** JSON array of { group, role }: a SCIM Group's display name or id, and the role it gives. */
  roleMapping: text("role_mapping").notNull().default("[]"),
  updatedAt: time("updated_at").notNull(),
});

export const scimManagedConnection = pgTable(
  "scim_managed_connection",
  {
    id: text("id").primaryKey(),
    creationRequestId: text("creation_request_id").notNull().unique(),
    connectionId: text("connection_id").notNull().unique(),
    /** The organization's id (decision 035). */
    provisioningDomainId: text("provisioning_domain_id").notNull(),
    status: text("status").notNull(),
    revision: integer("revision").notNull(),
    createdAt: time("created_at").notNull(),
    createdBy: text("created_by").notNull(),
    decommissionStartedAt: time("decommission_started_at"),
    decommissionStartedBy: text("decommission_started_by"),
    decommissionedAt: time("decommissioned_at"),
    decommissionedBy: text("decommissioned_by"),
  },
  (t) => [index("scim_managed_connection_domain_idx").on(t.provisioningDomainId)],
);

export const scimManagedCredential = pgTable(
  "scim_managed_credential",
  {
    id: text("id").primaryKey(),
    connectionRecordId: text("connection_record_id")
      .notNull()
      .references(() => scimManagedConnection.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull().unique(),
    /** HMAC-SHA256 of the token: the token itself is shown once and never stored. */
    tokenDigest: text("token_digest").notNull(),
    hashVersion: text("hash_version").notNull(),
    activeSlotKey: text("active_slot_key").notNull().unique(),
    status: text("status").notNull(),
    serializedScopes: text("serialized_scopes").notNull(),
    expiresAt: time("expires_at").notNull(),
    createdAt: time("created_at").notNull(),
    createdBy: text("created_by").notNull(),
    lastUsedAt: time("last_used_at"),
    revokedAt: time("revoked_at"),
    revokedBy: text("revoked_by"),
    decommissionedAt: time("decommissioned_at"),
  },
  (t) => [index("scim_managed_credential_connection_idx").on(t.connectionRecordId)],
);

export const scimManagedConnectionEvent = pgTable(
  "scim_managed_connection_event",
  {
    id: text("id").primaryKey(),
    connectionRecordId: text("connection_record_id")
      .notNull()
      .references(() => scimManagedConnection.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull().unique(),
    sequence: integer("sequence").notNull(),
    type: text("type").notNull(),
    actorId: text("actor_id").notNull(),
    credentialId: text("credential_id"),
    createdAt: time("created_at").notNull(),
  },
  (t) => [index("scim_managed_connection_event_connection_idx").on(t.connectionRecordId)],
);

export const scimConnectionBinding = pgTable(
  "scim_connection_binding",
  {
    id: text("id").primaryKey(),
    connectionId: text("connection_id").notNull(),
    connectionKey: text("connection_key").notNull().unique(),
    provisioningDomainId: text("provisioning_domain_id").notNull(),
    createdAt: time("created_at").notNull(),
    decommissionedAt: time("decommissioned_at"),
    decommissionStatus: text("decommission_status").notNull().default("active"),
    decommissionCursorUserId: text("decommission_cursor_user_id"),
    decommissionReconciledUserCount: integer("decommission_reconciled_user_count").notNull().default(0),
    decommissionBatchCount: integer("decommission_batch_count").notNull().default(0),
    decommissionRevision: integer("decommission_revision").notNull().default(0),
    decommissionCompletedAt: time("decommission_completed_at"),
    decommissionLeaseId: text("decommission_lease_id"),
    decommissionLeaseExpiresAt: time("decommission_lease_expires_at"),
  },
  (t) => [index("scim_connection_binding_connection_idx").on(t.connectionId)],
);

export const scimIdentityTombstone = pgTable(
  "scim_identity_tombstone",
  {
    id: text("id").primaryKey(),
    connectionId: text("connection_id").notNull(),
    provisioningDomainId: text("provisioning_domain_id").notNull(),
    externalId: text("external_id").notNull(),
    externalIdKey: text("external_id_key").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    profile: text("profile").notNull(),
    deletedAt: time("deleted_at").notNull(),
  },
  (t) => [
    index("scim_identity_tombstone_connection_idx").on(t.connectionId),
    index("scim_identity_tombstone_domain_idx").on(t.provisioningDomainId),
    index("scim_identity_tombstone_user_idx").on(t.userId),
  ],
);

export const scimSubject = pgTable(
  "scim_subject",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    profileSourceId: text("profile_source_id"),
    revision: integer("revision").notNull(),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (t) => [index("scim_subject_profile_source_idx").on(t.profileSourceId)],
);

export const scimUser = pgTable(
  "scim_user",
  {
    id: text("id").primaryKey(),
    connectionId: text("connection_id").notNull(),
    provisioningDomainId: text("provisioning_domain_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    connectionUserKey: text("connection_user_key").notNull().unique(),
    userName: text("user_name").notNull(),
    userNameKey: text("user_name_key").notNull().unique(),
    primaryEmail: text("primary_email").notNull(),
    workEmailValueIndex: text("work_email_value_index").notNull(),
    emailValueIndex: text("email_value_index").notNull(),
    displayName: text("display_name").notNull(),
    formattedName: text("formatted_name").notNull(),
    givenName: text("given_name"),
    familyName: text("family_name"),
    serializedEmails: text("serialized_emails").notNull(),
    serializedAttributes: text("serialized_attributes"),
    externalId: text("external_id"),
    externalIdKey: text("external_id_key").unique(),
    active: boolean("active").notNull(),
    orderKey: text("order_key").notNull().unique(),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (t) => [
    index("scim_user_connection_idx").on(t.connectionId),
    index("scim_user_domain_idx").on(t.provisioningDomainId),
    index("scim_user_user_idx").on(t.userId),
  ],
);

export const scimGroup = pgTable(
  "scim_group",
  {
    id: text("id").primaryKey(),
    connectionId: text("connection_id").notNull(),
    provisioningDomainId: text("provisioning_domain_id").notNull(),
    revision: integer("revision").notNull().default(0),
    displayName: text("display_name").notNull(),
    displayNameKey: text("display_name_key").notNull().unique(),
    externalId: text("external_id"),
    externalIdKey: text("external_id_key").unique(),
    orderKey: text("order_key").notNull().unique(),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (t) => [
    index("scim_group_connection_idx").on(t.connectionId),
    index("scim_group_domain_idx").on(t.provisioningDomainId),
  ],
);

export const scimGroupMember = pgTable(
  "scim_group_member",
  {
    id: text("id").primaryKey(),
    connectionId: text("connection_id").notNull(),
    groupId: text("group_id")
      .notNull()
      .references(() => scimGroup.id, { onDelete: "cascade" }),
    scimUserId: text("scim_user_id")
      .notNull()
      .references(() => scimUser.id, { onDelete: "cascade" }),
    membershipKey: text("membership_key").notNull().unique(),
    createdAt: time("created_at").notNull(),
  },
  (t) => [
    index("scim_group_member_connection_idx").on(t.connectionId),
    index("scim_group_member_group_idx").on(t.groupId),
    index("scim_group_member_user_idx").on(t.scimUserId),
  ],
);

export const scimProjectionGrant = pgTable(
  "scim_projection_grant",
  {
    id: text("id").primaryKey(),
    connectionId: text("connection_id").notNull(),
    provisioningDomainId: text("provisioning_domain_id").notNull(),
    scimUserId: text("scim_user_id")
      .notNull()
      .references(() => scimUser.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sourceKind: text("source_kind").notNull(),
    sourceId: text("source_id").notNull(),
    sourceValue: text("source_value"),
    role: text("role").notNull(),
    grantKey: text("grant_key").notNull().unique(),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (t) => [
    index("scim_projection_grant_connection_idx").on(t.connectionId),
    index("scim_projection_grant_domain_idx").on(t.provisioningDomainId),
    index("scim_projection_grant_scim_user_idx").on(t.scimUserId),
    index("scim_projection_grant_user_idx").on(t.userId),
  ],
);
