import type { Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { ObligationId } from "./obligations/types";

type Title = (inputs: Record<string, never>, options: { locale?: Locale }) => string;

/** Each obligation's name: the web app's next steps and the reminder mail say the same (decision 040). */
const TITLES: Record<ObligationId, Title> = {
  gewerbeanzeige: m.obligation_title_gewerbeanzeige,
  "tax-registration": m.obligation_title_tax_registration,
  "ihk-membership": m.obligation_title_ihk_membership,
  "hwk-handwerksrolle": m.obligation_title_hwk_handwerksrolle,
  "hwk-anzeige-b": m.obligation_title_hwk_anzeige_b,
  "permit-gewo": m.obligation_title_permit_gewo,
  "permit-gaststaette": m.obligation_title_permit_gaststaette,
  reisegewerbekarte: m.obligation_title_reisegewerbekarte,
  aufenthaltstitel: m.obligation_title_aufenthaltstitel,
  betriebsnummer: m.obligation_title_betriebsnummer,
  "sv-meldungen": m.obligation_title_sv_meldungen,
  "bg-unfallversicherung": m.obligation_title_bg_unfallversicherung,
  transparenzregister: m.obligation_title_transparenzregister,
  handelsregister: m.obligation_title_handelsregister,
};

/** The obligation's name in `locale` (the reader's language unless given). */
export function obligationTitle(id: ObligationId, locale?: Locale): string {
  return TITLES[id]({}, locale ? { locale } : {});
}
