import { requiredPasskeyNameSchema } from "@app/domain";
import { z } from "zod";

/** The add and rename forms: a name the account's list can show. */
export const passkeyNameForm = z.object({ name: requiredPasskeyNameSchema });
export type PasskeyNameInput = z.input<typeof passkeyNameForm>;
export type PasskeyNameOutput = z.output<typeof passkeyNameForm>;
