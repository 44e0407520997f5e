import type { Place, PlaceKey } from "./types";

/**
 * Where each obligation is done. Names are the authorities' and services' own; a local authority (the
 * town's Gewerbeamt, the permit or immigration office, the chamber of the district) has no single web
 * address, so its entry links to the national finder where there is one.
 */
export const PLACES: Record<PlaceKey, Place> = {
  gewerbeamt: { key: "gewerbeamt", name: "Gewerbeamt", url: null },
  "mein-elster": { key: "mein-elster", name: "Mein ELSTER", url: "https://www.elster.de/eportal/start" },
  ihk: { key: "ihk", name: "Industrie- und Handelskammer (IHK)", url: "https://www.ihk.de/" },
  hwk: { key: "hwk", name: "Handwerkskammer (HWK)", url: "https://www.zdh.de/" },
  "ihk-vermittlerregister": {
    key: "ihk-vermittlerregister",
    name: "Vermittlerregister der IHK",
    url: "https://www.vermittlerregister.info/",
  },
  erlaubnisbehoerde: { key: "erlaubnisbehoerde", name: "Erlaubnisbehörde (nach Landesrecht)", url: null },
  auslaenderbehoerde: { key: "auslaenderbehoerde", name: "Ausländerbehörde", url: null },
  "ba-betriebsnummern-service": {
    key: "ba-betriebsnummern-service",
    name: "Betriebsnummern-Service der Bundesagentur für Arbeit",
    url: "https://www.arbeitsagentur.de/unternehmen/betriebsnummern-service",
  },
  berufsgenossenschaft: {
    key: "berufsgenossenschaft",
    name: "Berufsgenossenschaft (Unfallversicherungsträger)",
    url: "https://www.dguv.de/",
  },
  transparenzregister: {
    key: "transparenzregister",
    name: "Transparenzregister",
    url: "https://www.transparenzregister.de/",
  },
  "notar-handelsregister": {
    key: "notar-handelsregister",
    name: "Notar und Registergericht (Handelsregister)",
    url: "https://www.handelsregister.de/",
  },
};
