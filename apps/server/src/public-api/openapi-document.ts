import { WEBHOOK_EVENTS } from "@app/contract";
import { API_KEY_HEADER, DOCUMENT_KIND_NAMES, type DocumentKind, FORMS, formFields } from "@app/domain";
import { OpenAPIGenerator } from "@orpc/openapi";
import type { AnyRouter } from "@orpc/server";
import { ZodToJsonSchemaConverter } from "@orpc/zod/zod4";

export const API_PREFIX = "/api/v1";
/** The PDF of each form, a plain route beside the procedures. */
export const PDF_API_PATHS: Record<DocumentKind, string> = {
  gewerbeanmeldung: "/gewerbeanmeldungen/{id}/pdf",
  gewerbeummeldung: "/gewerbeummeldungen/{id}/pdf",
  gewerbeabmeldung: "/gewerbeabmeldungen/{id}/pdf",
};

/** Words of the German field names, in English, for the glossary and the field descriptions. */
const GLOSSARY: [string, string][] = [
  ["Gewerbeanmeldung", "registration of a trade or business with the local trade office (form GewA 1)"],
  ["Gewerbeummeldung", "notice of a change: a move within the district, a changed or extended activity (form GewA 2)"],
  ["Gewerbeabmeldung", "deregistration: closure, handover, change of legal form (form GewA 3)"],
  ["Gewerbe, angemeldet / abgemeldet", "the business a Gewerbeanmeldung registered; registered / deregistered"],
  ["verlegung", "a move of the business premises"],
  ["entwurf / vollstaendig", "draft / complete (the document's `status`)"],
  ["wohnanschrift", "home address"],
  ["betriebsstaette", "business premises"],
  ["geschaeftsbezeichnung", "trading name"],
  ["name / vornamen / geburtsname", "surname / first names / birth name"],
  ["geburtsdatum / geburtsort", "date / place of birth"],
  ["staatsangehoerigkeit", "nationality"],
  ["rechtsform", "legal form (einzelunternehmen: sole trader, gmbh: limited company, …)"],
  ["taetigkeit", "the business activity"],
  ["beginn", "start date"],
  ["betriebsart", "kind of business (handwerk: craft, handel: trade, industrie, sonstiges: other)"],
  ["anmeldung_fuer", "what is registered (hauptniederlassung: head office, zweigniederlassung: branch, …)"],
  ["nebenerwerb", "run as a side business"],
  ["aufenthaltstitel / auflagen", "residence permit / conditions attached to it"],
  [
    "strasse, hausnummer, adresszusatz, postleitzahl, ort, bundesland, land",
    "street, house number, address line 2, postal code, town, federal state, country",
  ],
];

const ADDRESS_FIELDS: Record<string, string> = {
  strasse: "Straße: street",
  hausnummer: "Hausnummer: house number",
  adresszusatz: "Adresszusatz: address line 2",
  postleitzahl: "Postleitzahl: German postal code, five digits",
  ort: "Ort: town",
  bundesland: "Bundesland: federal state",
  land: "Land: country (ISO 3166 code)",
};

/** Each form's fields by key, with the form's own numbers and words. */
const FIELDS_OF = Object.fromEntries(
  (Object.keys(FORMS) as DocumentKind[]).map((kind) => [kind, formFields(FORMS[kind])]),
) as unknown as Record<DocumentKind, Record<string, { nr?: number; label: string }>>;

function describeField(kind: DocumentKind, key: string): string | undefined {
  const field = FIELDS_OF[kind][key];
  if (field) {
    return field.nr === undefined
      ? `„${field.label}" (kept by this product, not on the paper form)`
      : `Field ${field.nr} of the official form ${DOCUMENT_KIND_NAMES[kind].annex}: „${field.label}"`;
  }
  return ADDRESS_FIELDS[key];
}

/** Adds the glossary's description to every property named after a field of the form `kind` that has none. */
function explainFields(node: unknown, kind: DocumentKind): void {
  if (Array.isArray(node)) {
    for (const item of node) explainFields(item, kind);
    return;
  }
  if (!node || typeof node !== "object") return;
  const object = node as Record<string, unknown>;
  const properties = object.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties && typeof properties === "object") {
    for (const [key, schema] of Object.entries(properties)) {
      const description = describeField(kind, key);
      if (description && schema && typeof schema === "object" && !schema.description) schema.description = description;
    }
  }
  for (const value of Object.values(object)) explainFields(value, kind);
}

/** The form an operation is about, from its tag. */
const KIND_OF_TAG: Record<string, DocumentKind> = {
  Gewerbeanmeldung: "gewerbeanmeldung",
  Gewerbeummeldung: "gewerbeummeldung",
  Gewerbeabmeldung: "gewerbeabmeldung",
};

const errorSchema = {
  type: "object",
  required: ["message", "code"],
  properties: {
    message: { type: "string", description: "What went wrong, readable by a person (German for form rules)." },
    code: {
      type: "string",
      description:
        "A stable code: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, ORGANIZATION_NETWORK_NOT_ALLOWED, ORGANIZATION_TWO_FACTOR_REQUIRED, …",
    },
    status: { type: "integer" },
    data: { description: "Details for some codes: `issues` for BAD_REQUEST, `reason` for CONFLICT." },
  },
  example: { message: "Missing, unknown, expired or revoked API key", code: "UNAUTHORIZED", status: 401 },
};

const errorResponses = {
  "400": "The input breaks a rule: `message` is the first problem, `data.issues` lists every field.",
  "401": "No key, or an unknown, expired or revoked one.",
  "403":
    "The key's scope does not allow this call (read-only key), or its creator may not; `ORGANIZATION_NETWORK_NOT_ALLOWED` when the organization allows only its own networks and the call comes from elsewhere; `ORGANIZATION_TWO_FACTOR_REQUIRED` when the organization requires two-factor authentication and the key's creator has not set it up (TOTP or a passkey; the key works again once they have). Browser sessions also meet `ORGANIZATION_TWO_FACTOR_NOT_VERIFIED` (signed in without the second factor) and `ORGANIZATION_SESSION_EXPIRED` (past the organization's idle timeout or absolute lifetime); keys have no session and are not held by those limits.",
  "429": "Too many requests with this key: wait the seconds in `Retry-After`.",
};

const exampleAddress = (ort: string, postleitzahl: string, strasse: string, kuerzel: string) => ({
  strasse,
  hausnummer: "1",
  postleitzahl,
  ort,
  bundesland: { kuerzel },
  land: { kuerzel: "DE" },
});

const EXAMPLES: Record<string, unknown> = {
  createGewerbeanmeldung: {
    wohnanschrift_11: exampleAddress("Berlin", "10115", "Hauptstraße", "BE"),
    betriebsstaette_15: exampleAddress("Potsdam", "14467", "Brandenburger Straße", "BB"),
  },
  saveGewerbeanmeldungDraft: {
    version: 1,
    document: {
      wohnanschrift_11: exampleAddress("Berlin", "10115", "Hauptstraße", "BE"),
      betriebsstaette_15: exampleAddress("Potsdam", "14467", "Brandenburger Straße", "BB"),
      rechtsform: "einzelunternehmen",
      geschaeftsbezeichnung_3: "Bäckerei Sonnenschein",
      taetigkeit_18: "Herstellung und Verkauf von Backwaren",
    },
  },
  completeGewerbeanmeldung: { version: 2 },
  completeGewerbeummeldung: { version: 2 },
  reopenGewerbeummeldung: { version: 3 },
  completeGewerbeabmeldung: { version: 2 },
  reopenGewerbeabmeldung: { version: 3 },
  createGewerbeummeldung: { anmeldungId: "3f0c2a1e-7b1d-4c55-9a0e-2f6f1f7d9b10", grund_ummeldung_24: ["verlegung"] },
  createGewerbeabmeldung: { anmeldungId: "3f0c2a1e-7b1d-4c55-9a0e-2f6f1f7d9b10" },
  saveGewerbeummeldungDraft: {
    version: 1,
    document: {
      wohnanschrift_11: exampleAddress("Berlin", "10115", "Hauptstraße", "BE"),
      betriebsstaette_15: exampleAddress("Potsdam", "14467", "Lindenstraße", "BB"),
      fruehere_betriebsstaette_17: exampleAddress("Potsdam", "14467", "Brandenburger Straße", "BB"),
      grund_ummeldung_24: ["verlegung"],
      datum_aenderung_21: "2026-12-01",
    },
  },
  saveGewerbeabmeldungDraft: {
    version: 1,
    document: {
      wohnanschrift_11: exampleAddress("Berlin", "10115", "Hauptstraße", "BE"),
      betriebsstaette_15: exampleAddress("Potsdam", "14467", "Brandenburger Straße", "BB"),
      grund_abmeldung_25: "vollstaendige_aufgabe",
      aufgabegrund_28: "alter_gesundheit",
      datum_aufgabe_20: "2026-12-01",
      beschaeftigte_aufgabe_22: { vollzeit: 0, teilzeit: 0 },
    },
  },
  reopenGewerbeanmeldung: { version: 3 },
  createWebhookEndpoint: {
    url: "https://hooks.example.com/dashboard",
    description: "CRM",
    eventTypes: ["gewerbeanmeldung.created", "gewerbeanmeldung.completed"],
  },
  updateWebhookEndpoint: { eventTypes: ["gewerbeanmeldung.completed", "member.added"] },
  setObligationReminders: { enabled: false },
};

type Operation = {
  operationId?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, unknown>;
  security?: unknown;
};

/**
 * The OpenAPI 3.1 document of /api/v1, generated by oRPC from the contract's routes and schemas,
 * with what the contract cannot say: the key's security scheme, the error shape, examples, the PDF
 * download (a plain route beside the procedures) and the German field names explained.
 */
export async function openApiDocument(router: AnyRouter, publicUrl: string) {
  const generator = new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter()] });
  const document = (await generator.generate(router, {
    info: {
      title: "Dashboard API",
      version: "1.0.0",
      description: [
        "Create and read Gewerbeanmeldungen from your own software, and the notices that follow them: Gewerbeummeldungen (a move within the district, a changed activity) and Gewerbeabmeldungen (closing, handing over). A Gewerbeanmeldung with its notices is one Gewerbe (`gewerbe`: its state and history).",
        "",
        `Authenticate with an API key from your account page ('API keys'), sent as \`${API_KEY_HEADER}: <key>\` or \`Authorization: Bearer <key>\`. A key acts as the member who created it, inside the one organization it was made for; a read key may only read. Cookies are not accepted here.`,
        "",
        "Errors are JSON with `message` and `code`. Each key has its own rate limit; past it the answer is 429 with `Retry-After`.",
        "",
        "### German field names",
        "The document's fields keep the names and numbers of their official form, GewA 1, 2 or 3 (for example `betriebsstaette_15` is field 15 on all three; `erlaubnis_25` is field 25 of the GewA 2, the GewA 1's `erlaubnis_28`). Words you will meet:",
        "",
        "| German | English |",
        "|---|---|",
        ...GLOSSARY.map(([german, english]) => `| ${german} | ${english} |`),
      ].join("\n"),
    },
    servers: [{ url: `${publicUrl}${API_PREFIX}` }],
    tags: [
      { name: "Gewerbeanmeldung", description: "Business registrations (form GewA 1) of the key's organization." },
      { name: "Gewerbeummeldung", description: "Notices of a change (form GewA 2) that follow a Gewerbeanmeldung." },
      { name: "Gewerbeabmeldung", description: "Deregistrations (form GewA 3) that follow a Gewerbeanmeldung." },
      { name: "Key", description: "The key itself." },
      {
        name: "Webhooks",
        description:
          "The organization's webhook endpoints. Each event is POSTed as JSON `{type, timestamp, data}` to the Standard Webhooks specification: headers `webhook-id` (the same on every retry: drop duplicates by it), `webhook-timestamp` (seconds) and `webhook-signature` (`v1,` and base64 of HMAC-SHA256 over `id.timestamp.body` with the secret after `whsec_`; two signatures separated by a space while a rotated secret still signs). Verify with any Standard Webhooks library. Answer 2xx within 15 seconds; anything else is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h; 410 pauses the endpoint.",
      },
    ],
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: API_KEY_HEADER, description: "An API key (starts with dash_)." },
        bearer: { type: "http", scheme: "bearer", description: "The same key as a bearer token." },
      },
    },
    security: [{ apiKey: [] }, { bearer: [] }],
  })) as Record<string, unknown> & {
    paths: Record<string, Record<string, Operation>>;
    components: Record<string, Record<string, unknown>>;
  };

  document.components.schemas = { ...(document.components.schemas ?? {}), Error: errorSchema };
  // OpenAPI 3.1's `webhooks`: every event the product sends, with its body's schema.
  const converter = new ZodToJsonSchemaConverter();
  document.webhooks = Object.fromEntries(
    WEBHOOK_EVENTS.map(({ type, summary, body }) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(/\W/g, "_")}`,
          tags: ["Webhooks"],
          summary: type,
          description: summary,
          parameters: ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => ({
            name,
            in: "header",
            required: true,
            schema: { type: "string" },
          })),
          requestBody: {
            required: true,
            content: { "application/json": { schema: converter.convert(body, { strategy: "output" })[1] } },
          },
          responses: {
            "2XX": { description: "Received: not sent again." },
            "410": { description: "Gone: the endpoint is paused." },
          },
        },
      },
    ]),
  );
  for (const [kind, path] of Object.entries(PDF_API_PATHS) as [DocumentKind, string][]) {
    const name = DOCUMENT_KIND_NAMES[kind].name;
    document.paths[path] = {
      get: {
        operationId: `get${name}Pdf`,
        tags: [name],
        summary: "Download the PDF",
        description: `The filled-in official form (${DOCUMENT_KIND_NAMES[kind].annex}) of a complete (\`vollstaendig\`) document. A draft answers 409 with the missing sections in \`missing\`.`,
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "The PDF",
            content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
          },
          "404": {
            description: "No such document in the key's organization.",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
          "409": {
            description: "The document is a draft.",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
      } as Operation,
    };
  }
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path)) {
      const example = operation.operationId ? EXAMPLES[operation.operationId] : undefined;
      const json = operation.requestBody?.content?.["application/json"];
      if (example && json) json.example = example;
      for (const [status, description] of Object.entries(errorResponses)) {
        operation.responses ??= {};
        const existing = operation.responses[status] as { description?: string } | undefined;
        if (existing) {
          // oRPC describes the contract's declared errors by their status number only.
          if (!existing.description || existing.description === status) existing.description = description;
        } else {
          operation.responses[status] = {
            description,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          };
        }
      }
    }
  }
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path)) {
      explainFields(operation, KIND_OF_TAG[operation.tags?.[0] ?? ""] ?? "gewerbeanmeldung");
    }
  }
  explainFields(document.components, "gewerbeanmeldung");
  return document;
}
