import { ORPCError, ValidationError } from "@orpc/server";

/**
 * oRPC answers invalid input with a generic "Input validation failed". This puts the first field
 * message (e.g. "PLZ muss genau 5 Ziffern haben") in `message` and every issue with its path in
 * `data.issues`, so a client can show each message under its field.
 */
export async function readableValidationErrors<T>({ next }: { next: () => Promise<T> }): Promise<T> {
  try {
    return await next();
  } catch (error) {
    if (error instanceof ORPCError && error.code === "BAD_REQUEST" && error.cause instanceof ValidationError) {
      const issues = error.cause.issues.map((issue) => ({
        path: (issue.path ?? []).map((p) => (typeof p === "object" ? String(p.key) : String(p))).join("."),
        message: issue.message,
      }));
      throw new ORPCError("BAD_REQUEST", { message: issues[0]?.message ?? error.message, data: { issues } });
    }
    throw error;
  }
}
