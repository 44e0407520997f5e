import { m } from "@app/i18n/messages";
import { z } from "zod";
import { personNameSchema } from "./names";

/** Profile form (docs/product.md#profile): name at least 1 character; avatar an http(s) URL or empty (no avatar). */
export const profileMessages = {
  get nameRequired() {
    return m.rule_name_required();
  },
  get imageInvalid() {
    return m.rule_avatar_invalid();
  },
};

export const profileSchema = z.object({
  name: personNameSchema(1, () => profileMessages.nameRequired),
  image: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: () => profileMessages.imageInvalid })])
    .optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;
