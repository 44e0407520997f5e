// i18n-ignore-file: the provisions and their German wording as the laws put it (law text, German in both languages)
import type { LegalBasis } from "./types";

const basis = (law: string, paragraph: string, wording: string | null = null): LegalBasis => ({
  law,
  paragraph,
  wording,
});

/**
 * The provisions the rules cite, each with the words quoted from the law (gesetze-im-internet copies:
 * GewO as of 27.12.2024, AO, GwG, SGB IV/VII, HGB, HwO, GastG; IHKG and DEÜV in the 2021 text).
 */
export const LAW = {
  anzeige: basis("GewO", "§ 14 Abs. 1", "gleichzeitig"),
  anzeigeVerspaetet: basis("GewO", "§ 146 Abs. 2 Nr. 2b, Abs. 3"),

  steuerPflicht: basis("AO", "§ 138 Abs. 1b"),
  steuerFrist: basis("AO", "§ 138 Abs. 4", "innerhalb eines Monats nach dem meldepflichtigen Ereignis"),
  fristEnde: basis("AO", "§ 108 Abs. 3"),

  ihk: basis("IHKG", "§ 2 Abs. 1", "sofern sie zur Gewerbesteuer veranlagt sind"),

  handwerksrolle: basis("HwO", "§ 1 Abs. 1", "ist nur den in der Handwerksrolle eingetragenen … gestattet"),
  handwerkskarte: basis("HwO", "§ 16 Abs. 1", "gleichzeitig"),
  handwerkAnzeige: basis("HwO", "§ 16 Abs. 2", "unverzüglich"),
  handwerksrolleLoeschung: basis("HwO", "§ 13"),
  handwerkB: basis("HwO", "§ 18 Abs. 1", "unverzüglich"),

  erlaubnis: basis("GewO", "§§ 30–34i", "bedarf der Erlaubnis"),
  erlaubnisFehlt: basis("GewO", "§ 15 Abs. 2"),
  vermittlerregister: basis("GewO", "§ 11a", "unverzüglich nach Aufnahme ihrer Tätigkeit"),
  versicherungsvermittler: basis("GewO", "§ 34d", "Erlaubnis der zuständigen Industrie- und Handelskammer"),

  gaststaette: basis("GastG", "§ 2 Abs. 1", "Wer ein Gaststättengewerbe betreiben will, bedarf der Erlaubnis"),

  reisegewerbe: basis(
    "GewO",
    "§ 55 Abs. 2",
    "Wer ein Reisegewerbe betreiben will, bedarf der Erlaubnis (Reisegewerbekarte)",
  ),

  auslaenderbehoerde: basis("GewO", "§ 14 Abs. 8 Nr. 12"),

  betriebsnummer: basis("SGB IV", "§ 18i Abs. 1", "Betriebsnummer … elektronisch zu beantragen"),
  betriebsnummerAenderung: basis("SGB IV", "§ 18i Abs. 4", "unverzüglich"),

  svAnmeldung: basis("DEÜV", "§ 6", "spätestens innerhalb von sechs Wochen"),
  sofortmeldung: basis("SGB IV", "§ 28a Abs. 4", "spätestens bei dessen Aufnahme"),
  svAbmeldung: basis("DEÜV", "§ 8"),

  bgBeginn: basis("SGB VII", "§ 192 Abs. 1", "binnen einer Woche nach Beginn"),
  bgAnzeigeGenuegt: basis(
    "SGB VII",
    "§ 192 Abs. 1",
    "gilt als erfüllt, wenn eine Anzeige nach den §§ 14, 55c der Gewerbeordnung binnen einer Woche … erstattet wurde",
  ),
  bgAenderung: basis("SGB VII", "§ 192 Abs. 2"),
  bgUnternehmerwechsel: basis("SGB VII", "§ 192 Abs. 4"),

  transparenzregister: basis("GwG", "§ 20 Abs. 1", "unverzüglich"),

  handelsregister: basis("HGB", "§ 29", "Jeder Kaufmann ist verpflichtet, seine Firma … zur Eintragung … anzumelden"),
  handelsregisterOhgKg: basis("HGB", "§ 106 Abs. 1"),
  gmbhEntsteht: basis("GmbHG", "§ 11"),
  zwangsgeld: basis("HGB", "§ 14"),
  kaufmann: basis("HGB", "§ 1 Abs. 2"),
  firmaAenderung: basis("HGB", "§ 31"),
} satisfies Record<string, LegalBasis>;
