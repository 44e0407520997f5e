import { type ValidationIssue, validationErrorDataSchema } from "@app/contract";
import { ORPCError } from "@orpc/client";

/** An RPC answer NOT_FOUND: a missing record, or one the caller may not see (the server answers both alike). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ORPCError && error.code === "NOT_FOUND";
}

/**
 * The per-field messages of an RPC input error (the contract's BAD_REQUEST data), so a form can show each
 * under its field; empty for any other error. Paths are dotted ("wohnanschrift_11.postleitzahl").
 */
export function fieldIssues(error: unknown): ValidationIssue[] {
  if (!(error instanceof ORPCError) || error.code !== "BAD_REQUEST") return [];
  const data = validationErrorDataSchema.safeParse(error.data);
  return data.success ? data.data.issues : [];
}
