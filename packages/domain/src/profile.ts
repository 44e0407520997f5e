import { z } from "zod";
import { personNameSchema } from "./names";

/** Profile form (SPEC §5): name at least 1 character; avatar an http(s) URL or empty (no avatar). */
export const profileMessages = {
  nameRequired: "Name must be at least 1 character",
  imageInvalid: "Avatar URL must be a valid URL",
} as const;

export const profileSchema = z.object({
  name: personNameSchema(1, profileMessages.nameRequired),
  image: z.union([z.literal(""), z.url({ protocol: /^https?$/, error: profileMessages.imageInvalid })]).optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;
