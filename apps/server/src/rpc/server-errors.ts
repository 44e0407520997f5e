import { ORPCError } from "@orpc/server";
import { isAPIError } from "better-auth/api";
import { classifyError } from "../errors/failure";
import { logFailure } from "../errors/log-failure";

/**
 * What a procedure throws besides its own ORPCErrors: a database failure becomes its honest status
 * (409, 503, 400; errors/failure.ts), an APIError from a better-auth call keeps better-auth's status
 * and message, and anything else is left to logInternalRpcErrors (observability/errors.ts), which
 * logs it with the request id and answers oRPC's 500.
 */
export async function serverErrors<T>({ next }: { next: () => Promise<T> }): Promise<T> {
  try {
    return await next();
  } catch (error) {
    if (error instanceof ORPCError && error.code !== "INTERNAL_SERVER_ERROR") throw error;
    const failure = classifyError(error);
    if (failure && failure.status !== 500) {
      if (failure.status === 400) logFailure("warn", "database refused a value in RPC", error);
      throw new ORPCError(failure.code, { status: failure.status, message: failure.message, cause: error });
    }
    if (isAPIError(error) && error.statusCode < 500) {
      throw new ORPCError(String(error.body?.code ?? error.status), {
        status: error.statusCode,
        message: error.message,
        cause: error,
      });
    }
    throw error;
  }
}
