import { listFailedMailOutputSchema, listUsersInputSchema, listUsersOutputSchema } from "@app/domain";
import { z } from "zod";
import { oc } from "./base";

export const adminContract = {
  /**
   * Platform admins only. Case-insensitive search on email or name that treats % and _ literally,
   * newest first; `total` counts the matching users (better-auth's list-users does neither).
   */
  listUsers: oc.input(listUsersInputSchema).output(listUsersOutputSchema),
  /** Platform admins only: the newest mails the outbox gave up on (decision 029), read-only. */
  listFailedMail: oc.input(z.object({})).output(listFailedMailOutputSchema),
};
