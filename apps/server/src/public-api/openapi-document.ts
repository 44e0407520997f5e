// The OpenAPI document is the public API's developer documentation, in English (its German examples are form data).
import { API_KEY_HEADER, FIELDS } from "@app/domain";
import { OpenAPIGenerator } from "@orpc/openapi";
import type { AnyRouter } from "@orpc/server";
import { ZodToJsonSchemaConverter } from "@orpc/zod/zod4";

export const API_PREFIX = "/api/v1";
export const PDF_API_PATH = "/gewerbeanmeldungen/{id}/pdf";

/** Words of the German field names, in English, for the glossary and the field descriptions. */
const GLOSSARY: [string, string][] = [
  ["Gewerbeanmeldung", "registration of a trade or business with the local trade office (form GewA 1)"],
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

function describeField(key: string): string | undefined {
  const field = (FIELDS as Record<string, { nr?: number; label: string } | undefined>)[key];
  if (field) {
    return field.nr === undefined
      ? `„${field.label}" (kept by this product, not on the paper form)`
      : `Field ${field.nr} of the official form GewA 1: „${field.label}"`;
  }
  return ADDRESS_FIELDS[key];
}

/** Adds the glossary's description to every property named after a form field that has none. */
function explainFields(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) explainFields(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const object = node as Record<string, unknown>;
  const properties = object.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties && typeof properties === "object") {
    for (const [key, schema] of Object.entries(properties)) {
      const description = describeField(key);
      if (description && schema && typeof schema === "object" && !schema.description) schema.description = description;
    }
  }
  for (const value of Object.values(object)) explainFields(value);
}

const errorSchema = {
  type: "object",
  required: ["message", "code"],
  properties: {
    message: { type: "string", description: "What went wrong, readable by a person (German for form rules)." },
    code: { type: "string", description: "A stable code: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, …" },
    status: { type: "integer" },
    data: { description: "Details for some codes: `issues` for BAD_REQUEST, `reason` for CONFLICT." },
  },
  example: { message: "Missing, unknown, expired or revoked API key", code: "UNAUTHORIZED", status: 401 },
};

const errorResponses = {
  "400": "The input breaks a rule: `message` is the first problem, `data.issues` lists every field.",
  "401": "No key, or an unknown, expired or revoked one.",
  "403": "The key's scope does not allow this call (read-only key), or its creator may not.",
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
  reopenGewerbeanmeldung: { version: 3 },
};

type Operation = {
  operationId?: string;
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
        "Create and read Gewerbeanmeldungen from your own software.",
        "",
        `Authenticate with an API key from your account page ('API keys'), sent as \`${API_KEY_HEADER}: <key>\` or \`Authorization: Bearer <key>\`. A key acts as the member who created it, inside the one organization it was made for; a read key may only read. Cookies are not accepted here.`,
        "",
        "Errors are JSON with `message` and `code`. Each key has its own rate limit; past it the answer is 429 with `Retry-After`.",
        "",
        "### German field names",
        "The document's fields keep the names and numbers of the official form GewA 1 (for example `betriebsstaette_15` is field 15). Words you will meet:",
        "",
        "| German | English |",
        "|---|---|",
        ...GLOSSARY.map(([german, english]) => `| ${german} | ${english} |`),
      ].join("\n"),
    },
    servers: [{ url: `${publicUrl}${API_PREFIX}` }],
    tags: [
      { name: "Gewerbeanmeldung", description: "Business registrations (form GewA 1) of the key's organization." },
      { name: "Key", description: "The key itself." },
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
  document.paths[PDF_API_PATH] = {
    get: {
      operationId: "getGewerbeanmeldungPdf",
      tags: ["Gewerbeanmeldung"],
      summary: "Download the PDF",
      description:
        "The filled-in official form of a complete (`vollstaendig`) document. A draft answers 409 with the missing sections in `missing`.",
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
  explainFields(document.paths);
  explainFields(document.components);
  return document;
}
