import { ORPCError } from "@orpc/server";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { answerForError } from "../errors/error-response";
import { describeError } from "../errors/failure";
import type { Logger } from "./logger";
import { currentRequest } from "./request-context";

/**
 * The last resort of the HTTP app: the error is logged with the request id, and the 500 answer
 * carries the same id so a user can quote it and an operator can find the log line.
 */
export function internalErrorHandler(fallback: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof HTTPException) return error.getResponse();
    // A database failure still gets its honest status (409, 503, 400): errors/error-response.ts.
    return answerForError(c.req.path, error, fallback);
  };
}

/**
 * The same for oRPC, which turns a thrown error into its own 500 before Hono sees it: log it with
 * the request id and put the id in the error's data. Errors a procedure meant (4xx) pass unchanged.
 * Runs outside rpc/server-errors.ts, which has already turned database failures into 503 and the like.
 */
export async function logInternalRpcErrors<T>({ next }: { next: () => Promise<T> }): Promise<T> {
  try {
    return await next();
  } catch (error) {
    if (error instanceof ORPCError && error.status < 500) throw error;
    const request = currentRequest();
    request?.log.error({ error: describeError(error) }, "unhandled error in an RPC procedure");
    const data = { requestId: request?.requestId };
    // A deliberate 5xx (503 when the database is unavailable) keeps its code and message.
    if (error instanceof ORPCError) {
      throw new ORPCError(error.code, {
        status: error.status,
        message: error.message,
        data: { ...(typeof error.data === "object" ? error.data : {}), ...data },
        cause: error,
      });
    }
    throw new ORPCError("INTERNAL_SERVER_ERROR", { message: "Internal Server Error", data, cause: error });
  }
}
