import {
  ANMELDENDE,
  type BoxFieldKey,
  documentTitle,
  FIELD_32,
  FIELD_33,
  FIELD_KEYS,
  type FieldKey,
  fieldEntry,
  formatIsoDateGerman,
  type GewerbeanmeldungDocument,
  type PdfEntry,
  rechtsformInfo,
  todayInGermany,
} from "@app/domain";
import { PDFDocument } from "pdf-lib";
import { fastFontkit, fontFiles, printable } from "./fonts";
import {
  BETRIEB_ROWS,
  CLOSING_ROWS,
  COMPANY_ROWS,
  type OwnBox,
  PERSON_ROWS,
  RESIDENCE_ROWS,
  VERTRETUNG_ROWS,
} from "./form-rows";
import { type Cell, FormLayout } from "./layout";

type Box = Extract<PdfEntry, { box: true }>;
type Within = Extract<PdfEntry, { within: string }>;

/** The fields printed inside another field's box (the contact details of 11 and 15), by host. */
const WITHIN = new Map<string, [FieldKey, Within][]>();
for (const key of FIELD_KEYS) {
  const pdf = fieldEntry(key).pdf;
  if ("within" in pdf) WITHIN.set(pdf.within, [...(WITHIN.get(pdf.within) ?? []), [key, pdf]]);
}

/**
 * The Gewerbeanmeldung as a PDF laid out like the official form (Anlage 1 GewAnzV): title, the
 * numbered boxes in their order, checkbox choices as on the form, empty boxes for what is not filled
 * in, one supplementary sheet per further person, page numbers and the filing date (field 32).
 * Built from stored data only; each box prints what its registry entry says.
 */
export async function renderGewerbeanmeldungPdf(doc: GewerbeanmeldungDocument): Promise<Uint8Array> {
  const files = fontFiles();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fastFontkit as unknown as Parameters<typeof pdf.registerFontkit>[0]);
  // The whole font, not a subset: pdf-lib's subsetter drops most glyphs of Noto Sans (decision 011).
  const regular = await pdf.embedFont(files.regular, { subset: false });
  const fonts = { regular, bold: regular };
  const t = (text: string) => printable(text, files);
  const d = doc.document;
  const filed = doc.meta.completed_at ? todayInGermany(doc.meta.completed_at) : undefined;
  const title = documentTitle(doc.meta.id);
  pdf.setTitle(`Gewerbe-Anmeldung – ${title}`);
  pdf.setLanguage("de-DE");
  pdf.setCreator("Gewerbeanmeldung");
  pdf.setCreationDate(doc.meta.completed_at ?? doc.meta.updated_at);
  pdf.setModificationDate(doc.meta.updated_at);

  const rf = rechtsformInfo(d.rechtsform);
  const ownBoxes: Record<OwnBox, Omit<Cell, "width">> = {
    anmeldende: { label: "Anmeldende Person", lines: rf ? [t(ANMELDENDE[rf.anmeldender])] : [] },
    datum_32: { nr: FIELD_32.nr, label: FIELD_32.label, lines: filed ? [formatIsoDateGerman(filed)] : [] },
    unterschrift_33: {
      nr: FIELD_33.nr,
      label: `${FIELD_33.label} (entfällt bei elektronischer Übermittlung, § 2 Abs. 1 GewAnzV)`,
      minLines: 2,
    },
  };
  /** A field's box, filled from `source` (the document, or a further person). */
  const fieldBox = (key: BoxFieldKey, source: Record<string, unknown>): Omit<Cell, "width"> => {
    const entry = fieldEntry(key);
    const box = entry.pdf as Box;
    const printed = box.print(source[key] as never);
    const inside = (WITHIN.get(key) ?? []).flatMap(([k, within]) => within.print(source[k] as never).lines ?? []);
    return {
      nr: entry.nr ?? undefined,
      label: box.note ? `${entry.label} ${box.note}` : entry.label,
      lines: [...(printed.lines ?? []), ...inside].map(t),
      checks: printed.checks,
      minLines: box.minLines,
    };
  };
  const layout = new FormLayout(pdf, fonts);
  const rows = (spec: readonly (readonly (readonly [BoxFieldKey | OwnBox, number])[])[], source: object) => {
    for (const row of spec) {
      layout.row(
        row.map(([key, width]) => ({
          width,
          ...(key in ownBoxes
            ? ownBoxes[key as OwnBox]
            : fieldBox(key as BoxFieldKey, source as Record<string, unknown>)),
        })),
      );
    }
  };

  layout.title("Gewerbe-Anmeldung", "nach § 14 GewO oder § 55c GewO (Anlage 1 GewAnzV)", [
    title,
    filed ? `Datum der Anmeldung: ${formatIsoDateGerman(filed)}` : "Entwurf",
  ]);
  rows(COMPANY_ROWS, d);
  const inhaber =
    rf?.anmeldender === "personengesellschaft"
      ? "Geschäftsführende Gesellschafterin / geschäftsführender Gesellschafter"
      : rf?.anmeldender === "juristische_person"
        ? "Gesetzliche Vertreterin / gesetzlicher Vertreter"
        : "Inhaberin / Inhaber";
  layout.heading("Angaben zum Betriebsinhaber", `${inhaber}; weitere Personen auf den Beiblättern.`);
  rows(PERSON_ROWS, d);
  rows(VERTRETUNG_ROWS, d);
  layout.heading("Angaben zum Betrieb");
  rows(BETRIEB_ROWS, d);
  rows(RESIDENCE_ROWS, d);
  rows(CLOSING_ROWS, d);

  const further = d.weitere_personen ?? [];
  further.forEach((person, index) => {
    layout.heading(`Beiblatt ${index + 1} von ${further.length}: weitere Person`, `${inhaber} (Felder 4–11, 30–31)`);
    rows(PERSON_ROWS, person);
    rows(RESIDENCE_ROWS, person);
  });

  layout.footers(`${title} · Datum der Anmeldung (Feld 32): ${filed ? formatIsoDateGerman(filed) : "—"}`);
  return pdf.save();
}
