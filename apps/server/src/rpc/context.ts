import type { Database } from "@app/db";
import type { ApiKeyScope, HealthStatus } from "@app/domain";
import type { AuthSession, SessionReader } from "../auth-types/auth-api";
import type { Mailer } from "../mail/mailer";

export interface RpcContext {
  headers: Headers;
  /** better-auth's own permission check (its admin plugin's `userHasPermission`). */
  hasPermission: (userId: string, permissions: Record<string, string[]>) => Promise<boolean>;
  /** The caller's session without better-auth's endpoint machinery (auth/session-reader.ts). */
  readSession: SessionReader;
  db: Database;
  checkHealth: () => Promise<HealthStatus>;
  /** The client's address (http/client-ip.ts), worked out only when asked (the activity log). */
  clientIp: () => string | undefined;
  /** Sends one rendered mail (the ownership transfer's notices). */
  mailer: Mailer;
  publicUrl: string;
  /** better-auth's SCIM catalog (decision 035): server-only calls of its plugin. */
  scim: ScimCatalog;
  /** Outgoing webhooks (decision 036): what the endpoints' procedures need beside the database. */
  webhooks: WebhookServices;
  /** The server's clock: what counts days (the obligations' days left); tests move it. */
  now: () => Date;
  /** Set on the public API (/api/v1): the key the call came with; its session is its creator's. */
  apiKey?: ApiKeyGrant;
}

/** What an API key allows: acting as its creator, in one organization, with one scope (decision 030). */
export interface ApiKeyGrant {
  id: string;
  organizationId: string;
  scope: ApiKeyScope;
  /** The creator's role in the organization, read with the key (rpc/organization-access.ts uses it). */
  role: string;
}

export type Session = AuthSession;

export interface WebhookServices {
  /** WEBHOOK_ALLOWED_HOSTS: host names that may use http and private addresses. */
  allowedHosts: readonly string[];
  /** The key secrets are encrypted with at rest (the auth secret). */
  secretKey: string;
  /** Wakes this process's outbox worker (a test event, a resend). */
  wake(): void;
}

/** A managed SCIM credential as better-auth's plugin describes it (never its token). */
export interface ScimCredential {
  credentialId: string;
  status: "active" | "expired" | "revoked" | "decommissioned";
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** The SCIM plugin's trusted server calls, bound to the auth instance (auth/scim-catalog.ts). */
export interface ScimCatalog {
  /** The organization's one active connection's id and credentials, if it has one. */
  connectionOf(organizationId: string): Promise<{ connectionId: string; credentials: ScimCredential[] } | null>;
  /** A new token: the organization's first connection, or a new credential of its connection. */
  issueToken(organizationId: string, actorId: string): Promise<{ token: string; credential: ScimCredential }>;
  revoke(organizationId: string, connectionId: string, credentialId: string, actorId: string): Promise<void>;
  /** Applies a changed group → role mapping to everyone the directory provisioned. */
  reconcile(organizationId: string): Promise<void>;
}
