import type { StoredAddress } from "../address";
import { formatIsoDateGerman } from "../dates";
import type { Printed } from "./entry";

/** How the PDF prints the kinds of values (the layout and fonts are the server's, apps/server/src/documents/pdf). */

export const printText = (value: string | undefined): Printed => ({ lines: value ? [value] : [] });

export const printDate = (value: string | undefined): Printed => ({
  lines: value ? [formatIsoDateGerman(value)] : [],
});

export const addressLines = (a: StoredAddress | undefined): string[] =>
  a
    ? [
        `${a.strasse} ${a.hausnummer}`,
        ...(a.adresszusatz ? [a.adresszusatz] : []),
        `${a.postleitzahl} ${a.ort}`,
        `${a.bundesland.name}, ${a.land.name}`,
      ]
    : [];

export const printAddress = (a: StoredAddress | undefined): Printed => ({ lines: addressLines(a) });

export const yesNoChecks = (value: boolean | undefined): NonNullable<Printed["checks"]> => [
  { label: "Ja", checked: value === true },
  { label: "Nein", checked: value === false },
];

export const printYesNo = (value: boolean | undefined): Printed => ({ checks: yesNoChecks(value) });

/** Checkbox choices, each checked when chosen (one choice or several). */
export const printChoices =
  (options: readonly { code: string; name: string }[]) =>
  (chosen: string | readonly string[] | undefined): Printed => {
    const list = typeof chosen === "string" ? [chosen] : chosen;
    return { checks: options.map((o) => ({ label: o.name, checked: list?.includes(o.code) ?? false })) };
  };

/** "Label: value" lines of the given parts; dates as TT.MM.JJJJ. */
export const detailLines = (parts: [string, string | undefined][]): string[] =>
  parts.filter(([, v]) => v).map(([k, v]) => `${k}: ${k === "Datum" ? formatIsoDateGerman(v!) : v}`);
