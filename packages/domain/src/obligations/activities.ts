/**
 * Activities the law names, matched in the free text of the Tätigkeit (A1 18, A2 19). A match is a
 * hint, never certain (the words can mean something else), so the rules it triggers ask the person
 * to check (confidence M) unless the form's own answer says the same.
 */

/** The activities that need a permit under the GewO, by provision. */
export const PERMIT_ACTIVITIES = [
  { provision: "§ 30", pattern: /privat(kranken|klinik|entbindung|nervenklinik)|privatklinik/i },
  { provision: "§ 33a", pattern: /schaustellung(en)? von personen|peep-?show|striptease/i },
  { provision: "§ 33c", pattern: /(geld)?spielger(ä|ae)t/i },
  { provision: "§ 33d", pattern: /spiel(e)? mit gewinnm(ö|oe)glichkeit|gewinnspiel/i },
  { provision: "§ 33i", pattern: /spielhalle|spielothek|spielcasino/i },
  { provision: "§ 34", pattern: /pfandleih|pfandkredit/i },
  { provision: "§ 34a", pattern: /bewachung|wachdienst|sicherheitsdienst|objektschutz|t(ü|ue)rsteher|security/i },
  { provision: "§ 34b", pattern: /versteiger|auktion/i },
  {
    provision: "§ 34c",
    pattern:
      /(?<!versicherungs)makler|(?<!immobiliar)darlehensvermittl|bautr(ä|ae)ger|baubetreu|wohnimmobilienverwalt|weg-verwalt|hausverwalt|immobilienverwalt/i,
  },
  { provision: "§ 34d", pattern: /versicherungs(makler|vermittl|vertret|berat)/i },
  { provision: "§ 34f", pattern: /finanzanlagenvermittl/i },
  { provision: "§ 34h", pattern: /finanzanlagenberat/i },
  { provision: "§ 34i", pattern: /immobiliardarlehen/i },
] as const;
export type PermitProvision = (typeof PERMIT_ACTIVITIES)[number]["provision"];

/** Permits after which the person is entered in the IHK's Vermittlerregister (§ 11a GewO). */
export const VERMITTLER_PROVISIONS: ReadonlySet<PermitProvision> = new Set(["§ 34d", "§ 34f", "§ 34h", "§ 34i"]);

/** The provisions whose activity the text names ("Immobilienmakler" → § 34c). */
export function permitProvisions(activity: string): PermitProvision[] {
  return PERMIT_ACTIVITIES.filter((a) => a.pattern.test(activity)).map((a) => a.provision);
}

/** A Gaststätte: food or drink served for consumption on the spot. */
const GASTRONOMY =
  /gastst(ä|ae)tte|gastronomie|restaurant|imbiss|caf(é|e)(?![a-zäöüß])|kneipe|(\b|cocktail|wein|shisha|tapas|sport|cafe)bar\b|bistro|ausschank|schankwirtschaft|speisewirtschaft|biergarten|gastwirtschaft|pizzeria|d(ö|oe)ner/i;
export const isGastronomy = (activity: string) => GASTRONOMY.test(activity);

/**
 * The sectors whose employers report a new employee at the latest when work begins (Sofortmeldung,
 * § 28a Abs. 4 SGB IV): construction, hospitality, passenger transport, logistics, fairgrounds,
 * forestry, building cleaning, trade-fair set-up, meat, prostitution, security.
 */
const SOFORTMELDUNG_SECTORS = [
  /\bbau(gewerbe|unternehm|leistung|arbeit|handwerk|firma|betrieb)|hochbau|tiefbau|straßenbau|trockenbau|maurer|dachdecker|zimmerer|gerüstbau|abbruch|estrich|fliesen|maler/i,
  GASTRONOMY,
  /beherbergung|hotel|pension\b|ferienwohnung/i,
  /personenbef(ö|oe)rderung|taxi|mietwagen|fahrdienst|busunternehm|chauffeur/i,
  /spedition|transport|logistik|kurier|paketdienst|fracht|umzug|lagerei/i,
  /schausteller|fahrgesch(ä|ae)ft|jahrmarkt|kirmes|volksfest/i,
  /forst|holzeinschlag|waldarbeit/i,
  /geb(ä|ae)udereinigung|reinigungs(dienst|firma|service)|glasreinigung|unterhaltsreinigung/i,
  /messebau|ausstellungsbau|messe(stand|aufbau)/i,
  /fleisch|schlacht|metzger|zerlege/i,
  /prostitution|bordell|erotik/i,
  /bewachung|wachdienst|sicherheitsdienst|objektschutz|t(ü|ue)rsteher|security/i,
];
export const isSofortmeldungSector = (activity: string) => SOFORTMELDUNG_SECTORS.some((p) => p.test(activity));
