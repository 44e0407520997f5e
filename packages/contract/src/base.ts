import { oc as baseContract } from "@orpc/contract";
import { z } from "zod";

/**
 * What a procedure answers when its input fails the schema: HTTP 400, code BAD_REQUEST, `message` the first
 * issue's message and `data.issues` every issue with its dotted path ("wohnanschrift_11.postleitzahl"), so a
 * client can show each message under its field. The server's `readableValidationErrors` builds it.
 */
export const validationIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof validationIssueSchema>;
export const validationErrorDataSchema = z.object({ issues: z.array(validationIssueSchema) });

/** Every procedure declares that error, so clients see its data typed. */
export const oc = baseContract.errors({ BAD_REQUEST: { data: validationErrorDataSchema } });
