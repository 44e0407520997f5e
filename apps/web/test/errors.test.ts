import { createORPCErrorFromJson, ORPCError } from "@orpc/client";
import { describe, expect, it } from "vitest";
import { errorMessage } from "@/lib/error-message";
import { fieldIssues, isNotFound } from "@/lib/errors";

/** An RPC error as the client rebuilds it from the server's JSON answer. */
const fromServer = (json: { code: string; status: number; message: string; data?: unknown }) =>
  createORPCErrorFromJson({ defined: false, data: undefined, ...json });

describe("fieldIssues", () => {
  it("reads every issue of an input error, with its dotted path", () => {
    const error = fromServer({
      code: "BAD_REQUEST",
      status: 400,
      message: "PLZ muss genau 5 Ziffern haben",
      data: {
        issues: [
          { path: "wohnanschrift_11.postleitzahl", message: "PLZ muss genau 5 Ziffern haben" },
          { path: "betriebsstaette_15.ort", message: "Ort ist erforderlich" },
        ],
      },
    });
    expect(fieldIssues(error)).toEqual([
      { path: "wohnanschrift_11.postleitzahl", message: "PLZ muss genau 5 Ziffern haben" },
      { path: "betriebsstaette_15.ort", message: "Ort ist erforderlich" },
    ]);
  });

  it("is empty for other errors, for input errors without issues and for data of another shape", () => {
    expect(fieldIssues(fromServer({ code: "NOT_FOUND", status: 404, message: "Dokument nicht gefunden" }))).toEqual([]);
    expect(fieldIssues(fromServer({ code: "BAD_REQUEST", status: 400, message: "Ungültige Eingabe" }))).toEqual([]);
    // oRPC's own input errors carry Standard Schema issues, whose paths are arrays.
    const raw = fromServer({
      code: "BAD_REQUEST",
      status: 400,
      message: "Input validation failed",
      data: { issues: [{ path: ["wohnanschrift_11", "ort"], message: "Required" }] },
    });
    expect(fieldIssues(raw)).toEqual([]);
    expect(fieldIssues(new Error("Failed to fetch"))).toEqual([]);
    expect(fieldIssues(undefined)).toEqual([]);
  });
});

describe("isNotFound", () => {
  it("is true only for an RPC NOT_FOUND", () => {
    expect(isNotFound(new ORPCError("NOT_FOUND", { message: "Invitation not found" }))).toBe(true);
    expect(isNotFound(new ORPCError("FORBIDDEN"))).toBe(false);
    expect(isNotFound(new Error("NOT_FOUND"))).toBe(false);
  });
});

describe("errorMessage", () => {
  it("shows an Error's message, and anything else as text", () => {
    expect(errorMessage(new Error("Request failed"))).toBe("Request failed");
    expect(errorMessage("offline")).toBe("offline");
  });
});
