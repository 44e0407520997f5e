/**
 * The public API's OpenAPI document (decision 030) is valid OpenAPI 3.1 by an independent validator,
 * describes every call with examples and the error shape, and explains the German field names.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../src/public-api/openapi-document";
import { publicApiRouter } from "../src/public-api/public-api.router";

type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { example?: unknown }> };
};

describe("the OpenAPI document of /api/v1", async () => {
  const document = (await openApiDocument(publicApiRouter, "https://dashboard.example")) as unknown as {
    openapi: string;
    info: { description: string };
    servers: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = Object.values(document.paths).flatMap((path) => Object.values(path));

  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.servers).toEqual([{ url: "https://dashboard.example/api/v1" }]);
  });

  it("has every call of the issue, each described, with the error shape", () => {
    const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls.sort()).toEqual(
      [
        "GET /me",
        "GET /gewerbeanmeldungen",
        "POST /gewerbeanmeldungen",
        "GET /gewerbeanmeldungen/{id}",
        "PUT /gewerbeanmeldungen/{id}",
        "DELETE /gewerbeanmeldungen/{id}",
        "POST /gewerbeanmeldungen/{id}/complete",
        "POST /gewerbeanmeldungen/{id}/reopen",
        "GET /gewerbeanmeldungen/{id}/pdf",
        "POST /gewerbeanmeldungen/{anmeldungId}/verlegung",
        // The notices that follow a Gewerbeanmeldung (decision 034): the same calls.
        ...["gewerbeummeldungen", "gewerbeabmeldungen"].flatMap((notices) => [
          `GET /${notices}`,
          `POST /${notices}`,
          `GET /${notices}/{id}`,
          `PUT /${notices}/{id}`,
          `DELETE /${notices}/{id}`,
          `POST /${notices}/{id}/complete`,
          `POST /${notices}/{id}/reopen`,
          `GET /${notices}/{id}/pdf`,
        ]),
        // The organization's webhook endpoints (decision 036).
        ...[
          "GET ",
          "POST ",
          "GET /{endpointId}",
          "PATCH /{endpointId}",
          "DELETE /{endpointId}",
          "POST /{endpointId}/rotate-secret",
          "POST /{endpointId}/pause",
          "POST /{endpointId}/resume",
          "POST /{endpointId}/test",
          "GET /{endpointId}/deliveries",
          "POST /{endpointId}/deliveries/{deliveryId}/resend",
        ].map((call) => call.replace(" ", " /organizations/{organizationId}/webhook-endpoints")),
        // What follows a Gewerbeanzeige (decision 040).
        "GET /documents/{documentId}/obligations",
        "PUT /documents/{documentId}/obligations/{obligationId}/done",
        "DELETE /documents/{documentId}/obligations/{obligationId}/done",
        "PUT /documents/{documentId}/reminders",
        "GET /obligations/upcoming",
      ].sort(),
    );
    for (const operation of operations) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.description, operation.operationId).toBeTruthy();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["401"]));
      for (const [status, response] of Object.entries(operation.responses)) {
        expect((response as { description?: string }).description, `${operation.operationId} ${status}`).not.toBe(
          status,
        );
      }
    }
    const withBody = operations.filter((o) => o.requestBody);
    expect(withBody.length).toBeGreaterThanOrEqual(4);
    for (const operation of withBody) {
      expect(operation.requestBody?.content["application/json"]?.example, operation.operationId).toBeDefined();
    }
  });

  it("explains the German field names", () => {
    expect(document.info.description).toContain("| betriebsstaette | business premises |");
    const text = JSON.stringify(document.paths);
    expect(text).toContain("Field 15 of the official form GewA 1");
    // Each form's fields by that form's numbers and words.
    const ummeldung = JSON.stringify(document.paths["/gewerbeummeldungen/{id}"]);
    expect(ummeldung).toContain(
      "Field 25 of the official form GewA 2: „Ist für die Tätigkeit eine Erlaubnis erforderlich?",
    );
    expect(ummeldung).toContain("Field 23 of the official form GewA 2: „Die Ummeldung wird erstattet für");
    expect(JSON.stringify(document.paths["/gewerbeabmeldungen/{id}"])).toContain(
      "Field 25 of the official form GewA 3: „Grund der Abmeldung",
    );
    expect(text).toContain("Postleitzahl: German postal code");
  });
});
