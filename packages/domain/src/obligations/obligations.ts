import { factsOf } from "./facts";
import { PLACES } from "./places";
import { OBLIGATION_RULES } from "./rules";
import type { Obligation, ObligationId, ObligationInput } from "./types";

/**
 * The obligations that follow from a document, in the map's order (the Gewerbeanzeige itself first).
 * A draft may be passed too (its answers so far); a rule that needs the event's date waits for it.
 */
export function obligationsFor(input: ObligationInput): Obligation[] {
  const facts = factsOf(input);
  return OBLIGATION_RULES.flatMap((rule) => {
    const found = rule.trigger(facts);
    if (!found) return [];
    const place = found.place === undefined ? rule.place : found.place;
    return [
      {
        id: rule.id,
        confidence: found.confidence,
        effect: found.effect,
        actionRequired: found.actionRequired ?? true,
        deadline: found.deadline,
        reasons: found.reasons,
        legalBasis: found.legalBasis,
        place: place === null ? null : PLACES[place],
      },
    ];
  });
}

/** The obligations the end of a Gewerbe makes moot where still open (permits and entries its start needed). */
export const MOOT_WHEN_ENDED: readonly ObligationId[] = OBLIGATION_RULES.filter((r) => r.mootWhenEnded).map(
  (r) => r.id,
);

/**
 * Which obligations of the Gewerbe's earlier documents (its Gewerbeanmeldung and Ummeldungen) a
 * document makes moot: for a Gewerbeabmeldung, those its start needed; for any other form, none.
 */
export function obligationsMootedBy(input: Pick<ObligationInput, "kind">): readonly ObligationId[] {
  return input.kind === "gewerbeabmeldung" ? MOOT_WHEN_ENDED : [];
}
