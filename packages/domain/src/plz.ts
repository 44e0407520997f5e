import { z } from "zod";
import { postleitzahlSchema } from "./gewerbeanmeldung/address";

/** `plz.lookup`: the places a 5-digit postal code covers (data: packages/plz, ODbL). */
export const plzLookupInputSchema = z.object({ plz: postleitzahlSchema });

export const plzPlaceSchema = z.object({
  ort: z.string(),
  /** The Land of the municipality (from its Gemeindeschlüssel), not of the postal code. */
  bundesland: z.object({ kuerzel: z.string(), name: z.string() }),
});
export type PlzPlace = z.infer<typeof plzPlaceSchema>;

export const plzLookupOutputSchema = z.object({ plz: z.string(), orte: z.array(plzPlaceSchema) });

export const PLZ_ATTRIBUTION =
  "Postleitzahlen: © OpenStreetMap contributors, verfügbar unter der Open Database License (ODbL) 1.0, " +
  "aufbereitet von suche-postleitzahl.org.";
