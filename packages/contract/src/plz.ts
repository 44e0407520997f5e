import { plzLookupInputSchema, plzLookupOutputSchema } from "@app/domain";
import { oc } from "./base";

export const plzContract = {
  /** Places of a postal code (Ort and Bundesland); an unknown code answers an empty list. */
  lookup: oc.input(plzLookupInputSchema).output(plzLookupOutputSchema),
};
