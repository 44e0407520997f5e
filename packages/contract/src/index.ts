import {
  API_KEY_SCOPES,
  abmeldungDetailSchema,
  accountExportSchema,
  createGewerbeanmeldungSchema,
  createUmmeldungInputSchema,
  createWebhookEndpointInputSchema,
  dashboardInputSchema,
  dashboardOutputSchema,
  deletionPreviewSchema,
  documentIdInputSchema,
  documentMetaSchema,
  documentObligationsInputSchema,
  documentObligationsSchema,
  documentVersionInputSchema,
  fromAnmeldungInputSchema,
  gewerbeanmeldungDetailSchema,
  healthStatusSchema,
  invitationPreviewSchema,
  listAbmeldungenOutputSchema,
  listDocumentsInputSchema,
  listDocumentsOutputSchema,
  listFailedMailOutputSchema,
  listOrgActivityInputSchema,
  listOrgActivityOutputSchema,
  listUmmeldungenOutputSchema,
  listUsersInputSchema,
  listUsersOutputSchema,
  listWebhookDeliveriesInputSchema,
  listWebhookDeliveriesOutputSchema,
  markObligationInputSchema,
  markObligationOutputSchema,
  plzLookupInputSchema,
  plzLookupOutputSchema,
  saveAbmeldungDraftInputSchema,
  saveDraftInputSchema,
  saveDraftOutputSchema,
  saveUmmeldungDraftInputSchema,
  scimAdminGroupsInputSchema,
  scimOrganizationInputSchema,
  scimRevokeInputSchema,
  scimStatusSchema,
  scimTokenSchema,
  setRemindersInputSchema,
  setRemindersOutputSchema,
  transferOwnershipInputSchema,
  UPCOMING_OBLIGATION_DAYS,
  ummeldungDetailSchema,
  upcomingObligationsSchema,
  updateWebhookEndpointInputSchema,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  webhookDeliveryInputSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointListItemSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookOrganizationInputSchema,
} from "@app/domain";
import { oc as baseContract } from "@orpc/contract";
import { z } from "zod";

/**
 * What a procedure answers when its input fails the schema: HTTP 400, code BAD_REQUEST, `message` the first
 * issue's message and `data.issues` every issue with its dotted path ("wohnanschrift_11.postleitzahl"), so a
 * client can show each message under its field. The server's `readableValidationErrors` builds it.
 */
export const validationIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof validationIssueSchema>;
export const validationErrorDataSchema = z.object({ issues: z.array(validationIssueSchema) });

/** Every procedure declares that error, so clients see its data typed. */
const oc = baseContract.errors({ BAD_REQUEST: { data: validationErrorDataSchema } });

/** The public API's paths (served under /api/v1, decision 030); the web app's /rpc ignores them. */
function gewerbeanmeldungRoute(method: "GET" | "POST" | "PUT" | "DELETE", path: string, operationId: string) {
  return { method, path: `/gewerbeanmeldungen${path}` as `/${string}`, operationId, tags: ["Gewerbeanmeldung"] };
}

/**
 * The procedures of a notice that follows a Gewerbeanmeldung (GewA 2, GewA 3; decision 034): the
 * Gewerbeanmeldung's own, with the notice's schemas; `create` starts from a completed Gewerbeanmeldung.
 */
function noticeContract<D extends z.ZodType, L extends z.ZodType, S extends z.ZodType, C extends z.ZodType>(
  notice: { name: "Gewerbeummeldung" | "Gewerbeabmeldung"; form: string; path: string; plural: string },
  /** `create.description`: what the notice's start takes besides `anmeldungId`. */
  schemas: { detail: D; list: L; saveDraft: S; create: { input: C; description: string } },
) {
  const route = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, operationId: string) => ({
    method,
    path: `/${notice.path}${path}` as `/${string}`,
    operationId,
    tags: [notice.name],
  });
  const { name, form, plural } = notice;
  return {
    list: oc
      .route({
        ...route("GET", "", `list${plural}`),
        summary: `List ${plural}`,
        description: `Newest first, paged and filtered like the Gewerbeanmeldungen (\`limit\`, \`cursor\`, \`query\`, \`status\`). Each document comes with its Gewerbe (\`gewerbe\`: the Gewerbeanmeldung it follows, its state and history).`,
      })
      .input(listDocumentsInputSchema)
      .output(schemas.list),
    getById: oc
      .route({
        ...route("GET", "/{id}", `get${name}`),
        summary: `Get a ${name}`,
        description: `The document with its data (keys named after the official form ${form}), its \`meta\` (\`anmeldung_id\`: the Gewerbeanmeldung it follows), how complete each section is, and its Gewerbe with the whole history. Another user's or organization's id answers 404.`,
      })
      .input(documentIdInputSchema)
      .output(schemas.detail),
    create: oc
      .route({
        ...route("POST", "", `create${name}`),
        successStatus: 201,
        summary: `Start a ${name}`,
        description: `Starts a draft (\`entwurf\`) from a completed Gewerbeanmeldung (\`anmeldungId\`), carrying over what the Gewerbe already says (after its completed Ummeldungen).${schemas.create.description} 409 with \`data.reason\`: \`anmeldung_offen\` (the Gewerbeanmeldung is a draft), \`abgemeldet\` (the Gewerbe is deregistered), \`exists\` (a second Abmeldung; \`data.documentId\` is the first). Needs the write scope.`,
      })
      .input(schemas.create.input)
      .output(z.object({ documentId: z.string() })),
    saveDraft: oc
      .route({
        ...route("PUT", "/{id}", `save${name}Draft`),
        summary: "Save a draft",
        description: `Replaces the draft's data with \`document\` (the ${form}'s fields), as for a Gewerbeanmeldung: every given field valid, \`version\` the one you read (409 \`version\` or \`locked\` otherwise). Needs the write scope.`,
      })
      .input(schemas.saveDraft)
      .output(saveDraftOutputSchema),
    complete: oc
      .route({
        ...route("POST", "/{id}/complete", `complete${name}`),
        summary: "Complete (entwurf → vollstaendig)",
        description: `Marks a complete draft as \`vollstaendig\` (422 with \`data.missing\` otherwise; 409 \`abgemeldet\` when the Gewerbe was deregistered meanwhile). A completed Gewerbeabmeldung deregisters the Gewerbe. Needs the write scope.`,
      })
      .input(documentVersionInputSchema)
      .output(z.object({ meta: documentMetaSchema })),
    reopen: oc
      .route({
        ...route("POST", "/{id}/reopen", `reopen${name}`),
        summary: "Reopen (vollstaendig → entwurf)",
        description: "Makes a completed document a draft again, so it can be edited. Needs the write scope.",
      })
      .input(documentVersionInputSchema)
      .output(z.object({ meta: documentMetaSchema })),
    delete: oc
      .route({
        ...route("DELETE", "/{id}", `delete${name}`),
        summary: `Delete a ${name}`,
        description: "Deletes the document for good. Needs the write scope.",
      })
      .input(documentIdInputSchema)
      .output(z.object({ documentId: z.string() })),
  };
}

const organizationApiKeySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  /** The key's first characters, to recognise it; never the secret. */
  start: z.string().nullable(),
  scope: z.enum(API_KEY_SCOPES),
  createdAt: z.date(),
  lastRequest: z.date().nullable(),
  expiresAt: z.date().nullable(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
});
export type OrganizationApiKey = z.infer<typeof organizationApiKeySchema>;

/** The public API's paths of an organization's webhook endpoints (decision 036). */
function webhookRoute(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  operationId: string,
  text: { summary: string; description: string },
) {
  return {
    method,
    path: `/organizations/{organizationId}/webhook-endpoints${path}` as `/${string}`,
    operationId,
    tags: ["Webhooks"],
    summary: text.summary,
    description: `${text.description} Owners and admins only (a key whose creator is an owner or admin of the organization; changes need the write scope); another organization's endpoint answers 404.`,
  };
}

const endpointAnswer = z.object({ endpoint: webhookEndpointSchema });

/**
 * An organization's outgoing webhooks (decision 036), for the web app (/rpc) and the public
 * API (/api/v1) alike: owners and admins (permission `webhook:manage`); FORBIDDEN for a member,
 * NOT_FOUND outside the organization or for another organization's endpoint. A URL that is not https
 * or reaches a private address answers BAD_REQUEST with its own code (WEBHOOK_URL_*).
 */
const webhooksContract = {
  list: oc
    .route(
      webhookRoute("GET", "", "listWebhookEndpoints", {
        summary: "List webhook endpoints",
        description: "The organization's endpoints, oldest first, each with its newest delivery, never their secrets.",
      }),
    )
    .input(webhookOrganizationInputSchema)
    .output(z.object({ endpoints: z.array(webhookEndpointListItemSchema) })),
  get: oc
    .route(
      webhookRoute("GET", "/{endpointId}", "getWebhookEndpoint", {
        summary: "Get a webhook endpoint",
        description: "One endpoint, without its secret.",
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(endpointAnswer),
  create: oc
    .route({
      ...webhookRoute("POST", "", "createWebhookEndpoint", {
        summary: "Add a webhook endpoint",
        description:
          "Adds an endpoint for the given event types. The answer carries its signing secret (`whsec_…`) this once; it is never shown again.",
      }),
      successStatus: 201,
    })
    .input(createWebhookEndpointInputSchema)
    .output(webhookEndpointWithSecretSchema),
  update: oc
    .route(
      webhookRoute("PATCH", "/{endpointId}", "updateWebhookEndpoint", {
        summary: "Change a webhook endpoint",
        description: "Changes the URL, the description or the event types; what is left out stays.",
      }),
    )
    .input(updateWebhookEndpointInputSchema)
    .output(endpointAnswer),
  delete: oc
    .route(
      webhookRoute("DELETE", "/{endpointId}", "deleteWebhookEndpoint", {
        summary: "Delete a webhook endpoint",
        description: "Deletes the endpoint with its delivery log.",
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(z.object({ endpointId: z.string() })),
  rotateSecret: oc
    .route(
      webhookRoute("POST", "/{endpointId}/rotate-secret", "rotateWebhookSecret", {
        summary: "Rotate the signing secret",
        description:
          "Makes a new secret, shown this once. For 24 hours deliveries carry two signatures, one with the old and one with the new secret, so the receiver can switch without losing a delivery.",
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(webhookEndpointWithSecretSchema),
  pause: oc
    .route(
      webhookRoute("POST", "/{endpointId}/pause", "pauseWebhookEndpoint", {
        summary: "Pause an endpoint",
        description: "No events are sent to a paused endpoint; deliveries waiting for a retry are given up.",
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(endpointAnswer),
  resume: oc
    .route(
      webhookRoute("POST", "/{endpointId}/resume", "resumeWebhookEndpoint", {
        summary: "Resume an endpoint",
        description: "Events from now on are sent again.",
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(endpointAnswer),
  sendTest: oc
    .route(
      webhookRoute("POST", "/{endpointId}/test", "sendWebhookTest", {
        summary: "Send a test event",
        description: `Sends one \`${WEBHOOK_TEST_EVENT}\` event to the endpoint (also when it is paused); its delivery appears in the log.`,
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(z.object({ deliveryId: z.string() })),
  listDeliveries: oc
    .route(
      webhookRoute("GET", "/{endpointId}/deliveries", "listWebhookDeliveries", {
        summary: "The delivery log",
        description:
          "The endpoint's deliveries of the last 30 days, newest first, each with its attempts (status code, duration, the first bytes of the answer). Pass `nextCursor` as `cursor` for the next page.",
      }),
    )
    .input(listWebhookDeliveriesInputSchema)
    .output(listWebhookDeliveriesOutputSchema),
  resendDelivery: oc
    .route(
      webhookRoute("POST", "/{endpointId}/deliveries/{deliveryId}/resend", "resendWebhookDelivery", {
        summary: "Send a delivery again",
        description: "Sends the event again, with the same `webhook-id`, now.",
      }),
    )
    .input(webhookDeliveryInputSchema)
    .output(z.object({ delivery: webhookDeliverySchema })),
};

/** The public API's paths of what follows a Gewerbeanzeige (decision 040). */
function obligationRoute(method: "GET" | "PUT" | "DELETE", path: string, operationId: string) {
  return { method, path: path as `/${string}`, operationId, tags: ["Obligations"] };
}

/**
 * What follows a completed Gewerbeanmeldung, -ummeldung or -abmeldung (decision 040): the obligations
 * its data triggers, with deadlines and days left, marked done by its owner; reminder mails per
 * document; what is due soon. The document rules apply: another user's or organization's id answers
 * NOT_FOUND; a draft answers CONFLICT (`data.reason` `entwurf`).
 */
const obligationsContract = {
  forDocument: oc
    .route({
      ...obligationRoute("GET", "/documents/{documentId}/obligations", "getDocumentObligations"),
      summary: "Next steps of a document",
      description:
        "The obligations a completed Gewerbeanmeldung, Gewerbeummeldung or Gewerbeabmeldung triggers (`id`, e.g. `tax-registration`), each with its deadline (`due` on a day, `before` the start, `promptly`, or `none`), `dueOn` and `daysLeft` counted from `today` in Germany (negative: overdue), why it applies (`reasons`), its legal basis, where to do it (`place`), whether it is marked done (`done`: when and by whom) and whether the Gewerbe's end made it moot (`mootBy`). `confidence` `M` means an official page or an inference, not the law's text: check it. `closes`: for an Abmeldung, the open obligations of the Gewerbe's earlier documents that its end makes moot. `fee`: the Gewerbeamt's fee depends on the municipality; an example is given with its source where one is known. 409 `entwurf` for a draft.",
    })
    .input(documentObligationsInputSchema)
    .output(documentObligationsSchema),
  markDone: oc
    .route({
      ...obligationRoute("PUT", "/documents/{documentId}/obligations/{obligationId}/done", "markObligationDone"),
      summary: "Mark an obligation done",
      description:
        "Marks one of the document's obligations as done, with the time and the key's creator; marking it again keeps the first mark. No more reminders are sent for it. 409 `not_applicable` for an obligation the document does not have (or one with nothing to do). Needs the write scope.",
    })
    .input(markObligationInputSchema)
    .output(markObligationOutputSchema),
  undoDone: oc
    .route({
      ...obligationRoute("DELETE", "/documents/{documentId}/obligations/{obligationId}/done", "undoObligationDone"),
      summary: "Undo a done mark",
      description: "Takes the mark away again; reminders due from now on are sent. Needs the write scope.",
    })
    .input(markObligationInputSchema)
    .output(markObligationOutputSchema),
  setReminders: oc
    .route({
      ...obligationRoute("PUT", "/documents/{documentId}/reminders", "setObligationReminders"),
      summary: "Turn reminder mails on or off",
      description:
        "Reminder mails (a week and a day before each deadline of what is not marked done) go to the document's owner unless turned off here for the document. The `gewerbe.obligation.due` webhook events are sent either way. Needs the write scope.",
    })
    .input(setRemindersInputSchema)
    .output(setRemindersOutputSchema),
  upcoming: oc
    .route({
      ...obligationRoute("GET", "/obligations/upcoming", "listUpcomingObligations"),
      summary: "What is due soon",
      description: `The obligations of the caller's completed documents (through a key: those of its organization) due in the next ${UPCOMING_OBLIGATION_DAYS} days or overdue, not marked done and not moot, overdue ones first, then by day.`,
    })
    .input(z.object({}).optional())
    .output(upcomingObligationsSchema),
};

/**
 * The typed RPC contract served at /rpc. It lives in its own package so the web app can type its
 * client from it without importing server code.
 */
export const contract = {
  health: oc.output(healthStatusSchema),
  organizations: {
    /** Member counts of every organization the caller belongs to, in one call (no request per row). */
    memberCounts: oc.input(z.object({})).output(z.object({ counts: z.record(z.string(), z.number().int()) })),
    /**
     * The organization's activity log, owners and admins only (FORBIDDEN otherwise, NOT_FOUND for an
     * organization the caller is not in), newest first, keyset-paged. CSV of the same filters:
     * GET /api/organizations/{id}/activity.csv (apps/server/src/organizations/activity-csv-route.ts).
     */
    activity: oc.input(listOrgActivityInputSchema).output(listOrgActivityOutputSchema),
    /** An owner makes another member an owner and becomes an admin; both are mailed. */
    transferOwnership: oc
      .input(transferOwnershipInputSchema)
      .output(z.object({ organizationId: z.string(), newOwnerMemberId: z.string() })),
    /** Everything /dashboard shows for one organization the caller belongs to, in one call. */
    dashboard: oc.input(dashboardInputSchema).output(dashboardOutputSchema),
  },
  admin: {
    /**
     * Platform admins only. Case-insensitive search on email or name that treats % and _ literally,
     * newest first; `total` counts the matching users (better-auth's list-users does neither).
     */
    listUsers: oc.input(listUsersInputSchema).output(listUsersOutputSchema),
    /** Platform admins only: the newest mails the outbox gave up on (decision 029), read-only. */
    listFailedMail: oc.input(z.object({})).output(listFailedMailOutputSchema),
  },
  docs: {
    /**
     * The caller's own documents only; another user's id answers NOT_FOUND like a missing one.
     * Writes carry the version the caller read: a newer version answers CONFLICT (data.reason
     * "version", data.currentVersion), a completed document CONFLICT (data.reason "locked").
     * PDF: GET /api/docs/gewerbeanmeldung/{id}/pdf (apps/server/src/documents/pdf-route.ts).
     */
    gewerbeanmeldung: {
      /** Newest first, keyset-paged; optional `query` (every word must match) and `status` filters. */
      list: oc
        .route({
          ...gewerbeanmeldungRoute("GET", "", "listGewerbeanmeldungen"),
          summary: "List Gewerbeanmeldungen",
          description:
            "Newest first, 20 per page unless `limit` says otherwise (1–100). `query`: words that must all occur in the business name (fields 1, 3), the town of the business premises (15) or the activity (18). `status`: `entwurf` (draft) or `vollstaendig` (complete). Pass `nextCursor` of a page as `cursor` (with the same `query` and `status`) for the next page; `null` means the last page.",
        })
        .input(listDocumentsInputSchema)
        .output(listDocumentsOutputSchema),
      getById: oc
        .route({
          ...gewerbeanmeldungRoute("GET", "/{id}", "getGewerbeanmeldung"),
          summary: "Get a Gewerbeanmeldung",
          description:
            "The document with its data (`document`, keys named after the official form GewA 1, see the glossary), its `meta`, how complete each section is (`completeness`) and its Gewerbe (`gewerbe`: state and history of Ummeldungen and Abmeldung). Another user's or another organization's id answers 404 like a missing one.",
        })
        .input(documentIdInputSchema)
        .output(gewerbeanmeldungDetailSchema),
      create: oc
        .route({
          ...gewerbeanmeldungRoute("POST", "", "createGewerbeanmeldung"),
          successStatus: 201,
          summary: "Create a Gewerbeanmeldung",
          description:
            "Starts a draft (`entwurf`) in the key's organization from the home address (field 11, `wohnanschrift_11`) and the address of the business premises (field 15, `betriebsstaette_15`). Needs the write scope.",
        })
        .input(createGewerbeanmeldungSchema)
        .output(z.object({ documentId: z.string() })),
      /** Replaces a draft's data (every given field valid, missing ones allowed). */
      saveDraft: oc
        .route({
          ...gewerbeanmeldungRoute("PUT", "/{id}", "saveGewerbeanmeldungDraft"),
          summary: "Save a draft",
          description:
            "Replaces the draft's data with `document`: every given field must be valid, missing ones are allowed. `version` is the version you read; a newer one answers 409 with `data.reason` `version`, a completed document 409 with `data.reason` `locked`. Needs the write scope.",
        })
        .input(saveDraftInputSchema)
        .output(saveDraftOutputSchema),
      /** Entwurf → Vollständig; UNPROCESSABLE_CONTENT with data.missing and data.issues when incomplete. */
      complete: oc
        .route({
          ...gewerbeanmeldungRoute("POST", "/{id}/complete", "completeGewerbeanmeldung"),
          summary: "Complete (entwurf → vollstaendig)",
          description:
            "Marks a complete draft as `vollstaendig`; an incomplete one answers 422 with the missing sections in `data.missing` and the field messages in `data.issues`. Needs the write scope.",
        })
        .input(documentVersionInputSchema)
        .output(z.object({ meta: documentMetaSchema })),
      /** Vollständig → Entwurf, so it can be edited again. */
      reopen: oc
        .route({
          ...gewerbeanmeldungRoute("POST", "/{id}/reopen", "reopenGewerbeanmeldung"),
          summary: "Reopen (vollstaendig → entwurf)",
          description: "Makes a completed document a draft again, so it can be edited. Needs the write scope.",
        })
        .input(documentVersionInputSchema)
        .output(z.object({ meta: documentMetaSchema })),
      delete: oc
        .route({
          ...gewerbeanmeldungRoute("DELETE", "/{id}", "deleteGewerbeanmeldung"),
          summary: "Delete a Gewerbeanmeldung",
          description:
            "Deletes the document for good. One that Ummeldungen, an Abmeldung or a registration in another district follow answers 409 (`data.reason` `has_notices`) until they are deleted. Needs the write scope.",
        })
        .input(documentIdInputSchema)
        .output(z.object({ documentId: z.string() })),
      /**
       * After a move into another district (since 1.11.2025): a new Gewerbeanmeldung for the new
       * authority from a completed one, Grund 25 "Verlegung", the old Betriebsstätte as field 17.
       */
      relocate: oc
        .route({
          ...gewerbeanmeldungRoute("POST", "/{anmeldungId}/verlegung", "relocateGewerbeanmeldung"),
          successStatus: 201,
          summary: "Move to another district",
          description:
            "Since 1 November 2025 a business that moves into another district files only a Gewerbeanmeldung at the new authority (reason `verlegung`), which deregisters it at the old one. Starts that draft from a completed Gewerbeanmeldung: the same business, the old premises as field 17; enter the new premises (15), the start (20) and the staff (22). Once complete it closes the old Gewerbe. 409 `anmeldung_offen` or `exists` (with `data.documentId`). Needs the write scope.",
        })
        .input(fromAnmeldungInputSchema)
        .output(z.object({ documentId: z.string() })),
    },
    /** The Gewerbe-Ummeldung (GewA 2): a move within the district, a change or extension of the activity. */
    gewerbeummeldung: noticeContract(
      { name: "Gewerbeummeldung", form: "GewA 2", path: "gewerbeummeldungen", plural: "Gewerbeummeldungen" },
      {
        detail: ummeldungDetailSchema,
        list: listUmmeldungenOutputSchema,
        saveDraft: saveUmmeldungDraftInputSchema,
        create: {
          input: createUmmeldungInputSchema,
          description:
            " `grund_ummeldung_24` (optional): what changes, when already known; asked in the draft otherwise.",
        },
      },
    ),
    /** The Gewerbe-Abmeldung (GewA 3): closure, handover, change of legal form; it deregisters the Gewerbe. */
    gewerbeabmeldung: noticeContract(
      { name: "Gewerbeabmeldung", form: "GewA 3", path: "gewerbeabmeldungen", plural: "Gewerbeabmeldungen" },
      {
        detail: abmeldungDetailSchema,
        list: listAbmeldungenOutputSchema,
        saveDraft: saveAbmeldungDraftInputSchema,
        create: { input: fromAnmeldungInputSchema, description: "" },
      },
    ),
  },
  plz: {
    /** Places of a postal code (Ort and Bundesland); an unknown code answers an empty list. */
    lookup: oc.input(plzLookupInputSchema).output(plzLookupOutputSchema),
  },
  account: {
    /**
     * 'Download my data' (GDPR Art. 20): profile, sign-in methods, passkeys, memberships, session
     * metadata and every document the caller owns; never a token or secret. FORBIDDEN while impersonating.
     */
    exportData: oc.input(z.object({})).output(accountExportSchema),
    /** What deleting the caller's account would do to their organizations (the confirmation dialog). */
    deletionPreview: oc.input(z.object({})).output(deletionPreviewSchema),
  },
  apiKeys: {
    /**
     * Owners and admins of an organization: the keys its members made (never the secret). FORBIDDEN
     * for other roles.
     */
    listForOrganization: oc
      .input(z.object({ organizationId: z.string().min(1).max(100) }))
      .output(z.object({ keys: z.array(organizationApiKeySchema) })),
    /** Revokes a member's key: its creator, or an owner or admin of its organization. */
    revoke: oc.input(z.object({ keyId: z.string().min(1).max(100) })).output(z.object({ keyId: z.string() })),
  },
  /**
   * SCIM provisioning of an organization (decision 035), owners and admins only: its tokens (made
   * and stored by better-auth's SCIM plugin, shown once, only their digest kept) and the directory
   * groups whose members are admins.
   */
  scim: {
    status: oc.input(scimOrganizationInputSchema).output(scimStatusSchema),
    createToken: oc.input(scimOrganizationInputSchema).output(scimTokenSchema),
    revokeToken: oc.input(scimRevokeInputSchema).output(z.object({ credentialId: z.string() })),
    setAdminGroups: oc.input(scimAdminGroupsInputSchema).output(z.object({ adminGroups: z.array(z.string()) })),
  },
  webhooks: webhooksContract,
  obligations: obligationsContract,
  invitations: {
    /** Public: what an invitation link leads to, so the accept page can explain it before sign-in. */
    preview: oc.input(z.object({ id: z.string().min(1).max(100) })).output(invitationPreviewSchema),
  },
};

export type Contract = typeof contract;

/** Who an API key acts as (GET /api/v1/me). */
export const apiMeSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  /** The creator's role in the organization. */
  role: z.string(),
  key: z.object({
    id: z.string(),
    name: z.string().nullable(),
    scope: z.enum(API_KEY_SCOPES),
    expiresAt: z.date().nullable(),
  }),
});

/**
 * What only the public API has beside the Gewerbeanmeldung procedures of `contract` (served under
 * /api/v1 with an API key, decision 030).
 */
export const publicApiContract = {
  me: oc
    .route({
      method: "GET",
      path: "/me",
      operationId: "me",
      tags: ["Key"],
      summary: "Who the key acts as",
      description: "The key's creator, the organization it acts in, the creator's role there and the key's scope.",
    })
    .input(z.object({}).optional())
    .output(apiMeSchema),
  webhooks: webhooksContract,
  obligations: obligationsContract,
};

/** What each event says, for the OpenAPI document's `webhooks`. */
export const WEBHOOK_EVENT_SUMMARIES: Record<
  (typeof WEBHOOK_EVENT_TYPES)[number] | typeof WEBHOOK_TEST_EVENT,
  { description: string }
> = {
  "gewerbeanmeldung.created": {
    description:
      "A Gewerbeanmeldung was started (data: the document as GET returns it, without completeness and Gewerbe).",
  },
  "gewerbeanmeldung.updated": { description: "A draft Gewerbeanmeldung was saved." },
  "gewerbeanmeldung.completed": { description: "A Gewerbeanmeldung became vollstaendig." },
  "gewerbeanmeldung.reopened": { description: "A completed Gewerbeanmeldung became a draft again." },
  "gewerbeanmeldung.deleted": { description: "A Gewerbeanmeldung was deleted." },
  "gewerbe.obligation.due": {
    description:
      "An obligation of a completed document is due in a week or in a day (`reminder`) and is not marked done; once per deadline and reminder.",
  },
  "gewerbe.obligation.done": { description: "An obligation of a document was marked done." },
  "member.added": { description: "Someone became a member of the organization." },
  "member.removed": { description: "A member left or was removed." },
  "member.role_changed": { description: "A member's role changed (previousRole: the role before)." },
  "invitation.created": { description: "An invitation was sent." },
  "invitation.accepted": { description: "An invitation was accepted." },
  "invitation.canceled": { description: "An invitation was canceled." },
  "organization.updated": { description: "The organization's name, slug or logo changed." },
  [WEBHOOK_TEST_EVENT]: { description: "Sent by 'send test event' to one endpoint." },
};

/** The events the OpenAPI document lists under `webhooks`, each with its body's schema. */
export const WEBHOOK_EVENTS = ([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const).map((type) => ({
  type,
  summary: WEBHOOK_EVENT_SUMMARIES[type].description,
  body: z.object({ type: z.literal(type), timestamp: z.iso.datetime(), data: WEBHOOK_EVENT_DATA[type] }),
}));
