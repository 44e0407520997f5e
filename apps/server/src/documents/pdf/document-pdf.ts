import {
  ANMELDENDE,
  type AnyDocument,
  CLOSING_FIELDS,
  DOCUMENT_KIND_NAMES,
  type DocumentKind,
  documentTitle,
  type FieldEntry,
  FORMS,
  type Form,
  formatIsoDateGerman,
  type PdfEntry,
  rechtsformInfo,
  todayInGermany,
} from "@app/domain";
import { PDFDocument } from "pdf-lib";
import { fastFontkit, fontFiles, printable } from "./fonts";
import { COMPANY_ROWS, type OwnBox, PERSON_ROWS, ROWS_OF, type Rows, VERTRETUNG_ROWS } from "./form-rows";
import { type Cell, FormLayout } from "./layout";

type Box = Extract<PdfEntry, { box: true }>;
type Within = Extract<PdfEntry, { within: string }>;

/** What tells the three forms apart on paper besides their rows: the legal basis, the filing date's name. */
const PAPER: Record<DocumentKind, { basis: string; filed: string }> = {
  gewerbeanmeldung: { basis: "nach § 14 GewO oder § 55c GewO (Anlage 1 GewAnzV)", filed: "Datum der Anmeldung" },
  gewerbeummeldung: { basis: "nach § 14 GewO (Anlage 2 GewAnzV)", filed: "Datum der Ummeldung" },
  gewerbeabmeldung: { basis: "nach § 14 GewO (Anlage 3 GewAnzV)", filed: "Datum der Abmeldung" },
};

/** The fields printed inside another field's box (the contact details of 11 and 15), by host. */
function withinOf(form: Form) {
  const within = new Map<string, [string, Within][]>();
  for (const key of form.keys) {
    const pdf = form.registry[key].pdf;
    if ("within" in pdf) within.set(pdf.within, [...(within.get(pdf.within) ?? []), [key, pdf]]);
  }
  return within;
}

/**
 * A document laid out like its official form (Anlagen 1–3 GewAnzV): title, the numbered boxes in their
 * order, checkbox choices as on the form, empty boxes for what is not filled in, one supplementary
 * sheet per further person, page numbers and the filing date (GewA 1 field 32, GewA 2–3 field 29).
 * Built from stored data only; each box prints what its registry entry says.
 */
export async function renderDocumentPdf(doc: AnyDocument): Promise<Uint8Array> {
  const kind = doc.meta.kind;
  const form = FORMS[kind];
  const paper = { ...PAPER[kind], rows: ROWS_OF[kind] };
  const closing = CLOSING_FIELDS[kind];
  const within = withinOf(form);
  const files = fontFiles();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fastFontkit as unknown as Parameters<typeof pdf.registerFontkit>[0]);
  // The whole font, not a subset: pdf-lib's subsetter drops most glyphs of Noto Sans (decision 011).
  const regular = await pdf.embedFont(files.regular, { subset: false });
  const fonts = { regular, bold: regular };
  const t = (text: string) => printable(text, files);
  const d = doc.document as Record<string, unknown>;
  const filed = doc.meta.completed_at ? todayInGermany(doc.meta.completed_at) : undefined;
  const title = documentTitle(doc.meta.id, kind);
  const formTitle = DOCUMENT_KIND_NAMES[kind].form;
  pdf.setTitle(`${formTitle} – ${title}`);
  pdf.setLanguage("de-DE");
  pdf.setCreator(DOCUMENT_KIND_NAMES[kind].name);
  pdf.setCreationDate(doc.meta.completed_at ?? doc.meta.updated_at);
  pdf.setModificationDate(doc.meta.updated_at);

  const rf = rechtsformInfo(d.rechtsform as string | undefined);
  const ownBoxes: Record<OwnBox, Omit<Cell, "width">> = {
    anmeldende: {
      label: kind === "gewerbeanmeldung" ? "Anmeldende Person" : "Anzeigende Person",
      lines: rf ? [t(ANMELDENDE[rf.anmeldender])] : [],
    },
    datum: { nr: closing.datum, label: "Datum", lines: filed ? [formatIsoDateGerman(filed)] : [] },
    unterschrift: {
      nr: closing.unterschrift,
      label: "Unterschrift (entfällt bei elektronischer Übermittlung, § 2 Abs. 1 GewAnzV)",
      minLines: 2,
    },
  };
  /** A field's box, filled from `source` (the document, or a further person). */
  const fieldBox = (key: string, source: Record<string, unknown>): Omit<Cell, "width"> => {
    const entry: FieldEntry = form.registry[key];
    const box = entry.pdf as Box;
    const printed = box.print(source[key] as never);
    const inside = (within.get(key) ?? []).flatMap(([k, w]) => w.print(source[k] as never).lines ?? []);
    return {
      nr: entry.nr ?? undefined,
      label: box.note ? `${entry.label} ${box.note}` : entry.label,
      lines: [...(printed.lines ?? []), ...inside].map(t),
      checks: printed.checks,
      minLines: box.minLines,
    };
  };
  const layout = new FormLayout(pdf, fonts);
  const rows = (spec: Rows<string>, source: object) => {
    for (const row of spec) {
      layout.row(
        row.map(([key, width]) => ({
          width,
          ...(key in ownBoxes ? ownBoxes[key as OwnBox] : fieldBox(key, source as Record<string, unknown>)),
        })),
      );
    }
  };

  layout.title(formTitle, paper.basis, [
    title,
    ...(doc.meta.anmeldung_id ? [`zu ${documentTitle(doc.meta.anmeldung_id)}`] : []),
    filed ? `${paper.filed}: ${formatIsoDateGerman(filed)}` : "Entwurf",
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
  rows(paper.rows.betrieb, d);
  rows(paper.rows.residence, d);
  rows(paper.rows.closing, d);

  const further = (d.weitere_personen as Record<string, unknown>[] | undefined) ?? [];
  const personNumbers = paper.rows.residence.length
    ? `Felder 4–11, ${paper.rows.residence[0].map(([key]) => form.registry[key].nr).join("–")}`
    : "Felder 4–11";
  further.forEach((person, index) => {
    layout.heading(`Beiblatt ${index + 1} von ${further.length}: weitere Person`, `${inhaber} (${personNumbers})`);
    rows(PERSON_ROWS, person);
    rows(paper.rows.residence, person);
  });

  layout.footers(`${title} · ${paper.filed} (Feld ${closing.datum}): ${filed ? formatIsoDateGerman(filed) : "—"}`);
  return pdf.save();
}
