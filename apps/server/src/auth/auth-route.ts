import type { Context } from "hono";
import { answerForError, authAnswer } from "../errors/answers";
import { requestWithClientIp } from "../http/client-ip";
import type { Auth } from "./auth";

/**
 * Serves /api/auth/* through better-auth. Thrown errors (better-auth rethrows what it does not
 * handle, see `onAPIError`) and its error answers become honest JSON answers in errors/answers.ts.
 */
export function authRoute(auth: Auth, trustProxy: boolean) {
  return async (c: Context): Promise<Response> => {
    const path = c.req.path;
    try {
      return await authAnswer(path, await auth.handler(requestWithClientIp(c, trustProxy)));
    } catch (error) {
      return answerForError(path, error);
    }
  };
}
