import { randomUUID } from "node:crypto";
import { SCIM_SCOPES, SCIM_TOKEN_DAYS } from "@app/domain";
import type { ScimCatalog, ScimCredential } from "../rpc/context";
import type { Auth } from "./auth";

const credential = (c: ScimCredential): ScimCredential => ({
  credentialId: c.credentialId,
  status: c.status,
  createdAt: c.createdAt,
  expiresAt: c.expiresAt,
  lastUsedAt: c.lastUsedAt,
  revokedAt: c.revokedAt,
});

/**
 * better-auth's SCIM plugin's managed catalog, as the product uses it (decision 035): one
 * connection per organization (its provisioning domain is the organization's id), each "token" a
 * credential of that connection with every SCIM scope, valid for a year. These calls have no HTTP
 * route; the RPC procedures (scim.router.ts) check who may make them.
 */
export function scimCatalog(auth: Auth): ScimCatalog {
  const api = auth.api;
  const expiresAt = () => new Date(Date.now() + SCIM_TOKEN_DAYS * 86_400_000);
  const active = async (organizationId: string) => {
    const { connections } = await api.listSCIMManagedConnections({ body: { provisioningDomainId: organizationId } });
    return connections.find((c) => c.status === "active");
  };
  return {
    async connectionOf(organizationId) {
      const connection = await active(organizationId);
      if (!connection) return null;
      const { credentials } = await api.getSCIMManagedConnection({
        body: { connectionId: connection.connectionId, provisioningDomainId: organizationId },
      });
      return { connectionId: connection.connectionId, credentials: credentials.map(credential) };
    },
    async issueToken(organizationId, actorId) {
      const connection = await active(organizationId);
      const made = connection
        ? await api.rotateSCIMManagedCredential({
            body: {
              connectionId: connection.connectionId,
              provisioningDomainId: organizationId,
              actorId,
              scopes: [...SCIM_SCOPES],
              expiresAt: expiresAt(),
            },
          })
        : await api.createSCIMManagedConnection({
            body: {
              creationRequestId: randomUUID(),
              provisioningDomainId: organizationId,
              actorId,
              scopes: [...SCIM_SCOPES],
              expiresAt: expiresAt(),
            },
          });
      return { token: made.token, credential: credential(made.credential) };
    },
    async revoke(organizationId, connectionId, credentialId, actorId) {
      await api.revokeSCIMManagedCredential({
        body: { connectionId, provisioningDomainId: organizationId, credentialId, actorId },
      });
    },
    async reconcile(organizationId) {
      await api.reconcileSCIMProjection({ body: { provisioningDomainId: organizationId } });
    },
  };
}
