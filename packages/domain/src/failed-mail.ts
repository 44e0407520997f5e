import { z } from "zod";

/** The admin list of failed mail shows this many, newest first (decision 029). */
export const FAILED_MAIL_LIST_LIMIT = 100;

/** A mail the outbox gave up on after trying for its maximum age: who, what and why, not its body. */
export const failedMailSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  /** SMTP's last answer or the connection error. */
  lastError: z.string().nullable(),
  createdAt: z.date(),
  failedAt: z.date(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const listFailedMailOutputSchema = z.object({ mails: z.array(failedMailSchema) });
export type ListFailedMailOutput = z.infer<typeof listFailedMailOutputSchema>;
