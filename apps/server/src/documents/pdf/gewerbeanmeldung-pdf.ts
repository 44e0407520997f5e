import {
  ANMELDENDE,
  ANMELDUNG_FUER,
  BETRIEBSARTEN,
  documentTitle,
  FIELD_32,
  FIELD_33,
  FIELDS,
  formatIsoDateGerman,
  GESCHLECHTER,
  type GewerbeanmeldungDocument,
  GRUENDE,
  optionName,
  type PersonData,
  REGISTERARTEN,
  rechtsformInfo,
  type StoredAddress,
  staatName,
  todayInGermany,
} from "@app/domain";
import { PDFDocument } from "pdf-lib";
import { fastFontkit, fontFiles, printable } from "./fonts";
import { type Check, FormLayout } from "./layout";

/**
 * The Gewerbeanmeldung as a PDF laid out like the official form (Anlage 1 GewAnzV): title, the
 * numbered boxes in their order, checkbox choices as on the form, empty boxes for what is not filled
 * in, one supplementary sheet per further person, page numbers and the filing date (field 32).
 * Built from stored data only.
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

  const text = (value: string | undefined) => (value ? [t(value)] : []);
  const address = (a: StoredAddress | undefined) =>
    a
      ? [
          t(`${a.strasse} ${a.hausnummer}`),
          ...(a.adresszusatz ? [t(a.adresszusatz)] : []),
          t(`${a.postleitzahl} ${a.ort}`),
          t(`${a.bundesland.name}, ${a.land.name}`),
        ]
      : [];
  const contact = (c: { telefon?: string; telefax?: string; email?: string; website?: string } | undefined) =>
    c
      ? [
          c.telefon && `Telefon: ${c.telefon}`,
          c.telefax && `Telefax: ${c.telefax}`,
          c.email && `E-Mail: ${c.email}`,
          c.website && `Website: ${c.website}`,
        ]
          .filter((line): line is string => Boolean(line))
          .map(t)
      : [];
  const choices = (
    options: readonly { code: string; name: string }[],
    chosen: readonly string[] | undefined,
  ): Check[] => options.map((o) => ({ label: o.name, checked: chosen?.includes(o.code) ?? false }));
  const yesNo = (value: boolean | undefined): Check[] => [
    { label: "Ja", checked: value === true },
    { label: "Nein", checked: value === false },
  ];
  const date = (value: string | undefined) => (value ? [formatIsoDateGerman(value)] : []);
  const details = (parts: [string, string | undefined][]) =>
    parts.filter(([, v]) => v).map(([k, v]) => t(`${k}: ${k === "Datum" ? formatIsoDateGerman(v!) : v}`));

  const rf = rechtsformInfo(d.rechtsform);
  const layout = new FormLayout(pdf, fonts);
  layout.title("Gewerbe-Anmeldung", "nach § 14 GewO oder § 55c GewO (Anlage 1 GewAnzV)", [
    title,
    filed ? `Datum der Anmeldung: ${formatIsoDateGerman(filed)}` : "Entwurf",
  ]);

  layout.row([
    { width: 0.5, label: FIELDS.rechtsform.label, lines: text(rf?.name) },
    { width: 0.5, label: "Anmeldende Person", lines: text(rf ? ANMELDENDE[rf.anmeldender] : undefined) },
  ]);
  layout.row([{ width: 1, nr: 1, label: FIELDS.name_1.label, lines: text(d.name_1) }]);
  const register = d.register_2;
  layout.row([
    {
      width: 0.5,
      nr: 2,
      label: FIELDS.register_2.label,
      lines: register
        ? [
            register.gericht && t(`Registergericht: ${register.gericht}`),
            register.art && t(`Registerart: ${optionName(REGISTERARTEN, register.art)} (${register.art})`),
            register.nummer
              ? t(`Registernummer: ${register.nummer}`)
              : register.beantragt
                ? "Eintragung beantragt"
                : undefined,
          ].filter((line): line is string => Boolean(line))
        : [],
    },
    { width: 0.5, nr: 3, label: FIELDS.geschaeftsbezeichnung_3.label, lines: text(d.geschaeftsbezeichnung_3) },
  ]);

  const personRows = (p: Partial<PersonData>) => {
    layout.row([
      { width: 0.5, nr: 4, label: FIELDS.name_4.label, lines: text(p.name_4) },
      { width: 0.5, nr: 5, label: FIELDS.vornamen_5.label, lines: text(p.vornamen_5) },
    ]);
    layout.row([
      {
        width: 0.5,
        nr: 6,
        label: FIELDS.geschlecht_6.label,
        checks: choices(GESCHLECHTER, p.geschlecht_6 ? [p.geschlecht_6] : undefined),
      },
      { width: 0.5, nr: 7, label: FIELDS.geburtsname_7.label, lines: text(p.geburtsname_7) },
    ]);
    const ort = p.geburtsort_9;
    layout.row([
      { width: 0.25, nr: 8, label: FIELDS.geburtsdatum_8.label, lines: date(p.geburtsdatum_8) },
      {
        width: 0.375,
        nr: 9,
        label: FIELDS.geburtsort_9.label,
        lines: ort ? text([ort.ort, ort.land && staatName(ort.land)].filter(Boolean).join(", ")) : [],
      },
      {
        width: 0.375,
        nr: 10,
        label: FIELDS.staatsangehoerigkeit_10.label,
        lines: text(p.staatsangehoerigkeit_10?.map(staatName).join(", ")),
      },
    ]);
    layout.row([
      {
        width: 1,
        nr: 11,
        label: `${FIELDS.wohnanschrift_11.label} (Straße, Hausnummer, PLZ, Ort; Telefon, Telefax, E-Mail, Website)`,
        lines: [...address(p.wohnanschrift_11), ...contact(p.kontakt_11)],
      },
    ]);
  };
  const residenceRows = (p: Partial<PersonData>) => {
    const titel = p.aufenthaltstitel_30;
    const auflagen = p.auflagen_31;
    layout.row([
      {
        width: 0.5,
        nr: 30,
        label: FIELDS.aufenthaltstitel_30.label,
        checks: yesNo(titel?.liegt_vor),
        lines: details([
          ["Behörde", titel?.behoerde],
          ["Datum", titel?.datum],
        ]),
      },
      {
        width: 0.5,
        nr: 31,
        label: FIELDS.auflagen_31.label,
        checks: yesNo(auflagen?.vorhanden),
        lines: text(auflagen?.beschreibung),
      },
    ]);
  };

  const inhaber =
    rf?.anmeldender === "personengesellschaft"
      ? "Geschäftsführende Gesellschafterin / geschäftsführender Gesellschafter"
      : rf?.anmeldender === "juristische_person"
        ? "Gesetzliche Vertreterin / gesetzlicher Vertreter"
        : "Inhaberin / Inhaber";
  layout.heading("Angaben zum Betriebsinhaber", `${inhaber}; weitere Personen auf den Beiblättern.`);
  personRows(d);
  const vertretung = d.vertretungsberechtigte_14;
  layout.row([
    {
      width: 0.3,
      nr: 12,
      label: FIELDS.zahl_gesellschafter_12.label,
      lines: d.zahl_gesellschafter_12 !== undefined ? [String(d.zahl_gesellschafter_12)] : [],
    },
    { width: 0.2, nr: 13, label: FIELDS.oeffentliche_hand_13.label, checks: yesNo(d.oeffentliche_hand_13) },
    {
      width: 0.5,
      nr: 14,
      label: FIELDS.vertretungsberechtigte_14.label,
      lines: vertretung
        ? [...text([vertretung.vornamen, vertretung.name].filter(Boolean).join(" ")), ...address(vertretung.anschrift)]
        : [],
    },
  ]);

  layout.heading("Angaben zum Betrieb");
  layout.row([
    {
      width: 0.5,
      nr: 15,
      label: `${FIELDS.betriebsstaette_15.label} (Telefon, Telefax, E-Mail, Website)`,
      lines: [...address(d.betriebsstaette_15), ...contact(d.kontakt_15)],
    },
    { width: 0.5, nr: 16, label: FIELDS.hauptniederlassung_16.label, lines: address(d.hauptniederlassung_16) },
  ]);
  layout.row([
    {
      width: 1,
      nr: 17,
      label: FIELDS.fruehere_betriebsstaette_17.label,
      lines: address(d.fruehere_betriebsstaette_17),
    },
  ]);
  layout.row([{ width: 1, nr: 18, label: FIELDS.taetigkeit_18.label, lines: text(d.taetigkeit_18), minLines: 2 }]);
  layout.row([
    { width: 0.4, nr: 19, label: FIELDS.nebenerwerb_19.label, checks: yesNo(d.nebenerwerb_19) },
    { width: 0.2, nr: 20, label: FIELDS.beginn_20.label, lines: date(d.beginn_20) },
    { width: 0.4, nr: 21, label: FIELDS.betriebsart_21.label, checks: choices(BETRIEBSARTEN, d.betriebsart_21) },
  ]);
  const staff = d.beschaeftigte_22;
  layout.row([
    {
      width: 0.5,
      nr: 22,
      label: FIELDS.beschaeftigte_22.label,
      checks: [{ label: "keine", checked: staff?.vollzeit === 0 && staff.teilzeit === 0 }],
      lines: staff ? [`Vollzeit: ${staff.vollzeit ?? ""}    Teilzeit: ${staff.teilzeit ?? ""}`] : [],
    },
    {
      width: 0.5,
      nr: 23,
      label: FIELDS.anmeldung_fuer_23.label,
      checks: choices(ANMELDUNG_FUER, d.anmeldung_fuer_23 ? [d.anmeldung_fuer_23] : undefined),
    },
  ]);
  const extra = d.automaten_reise_24;
  layout.row([
    {
      width: 0.3,
      nr: 24,
      label: FIELDS.automaten_reise_24.label,
      checks: [
        { label: "Automatenaufstellung", checked: extra?.automatenaufstellung === true },
        { label: "Reisegewerbe", checked: extra?.reisegewerbe === true },
      ],
    },
    {
      width: 0.7,
      nr: 25,
      label: FIELDS.grund_25.label,
      checks: choices(GRUENDE, d.grund_25 ? [d.grund_25] : undefined),
    },
  ]);
  layout.row([{ width: 1, nr: 26, label: FIELDS.frueherer_name_26.label, lines: text(d.frueherer_name_26) }]);
  const erlaubnis = d.erlaubnis_28;
  const handwerk = d.handwerk_29;
  layout.row([
    {
      width: 0.5,
      nr: 28,
      label: FIELDS.erlaubnis_28.label,
      checks: yesNo(erlaubnis?.erforderlich),
      lines: details([
        ["Art", erlaubnis?.art],
        ["Behörde", erlaubnis?.behoerde],
        ["Datum", erlaubnis?.datum],
      ]),
    },
    {
      width: 0.5,
      nr: 29,
      label: FIELDS.handwerk_29.label,
      checks: yesNo(handwerk?.eingetragen),
      lines: details([
        ["Handwerkskammer", handwerk?.handwerkskammer],
        ["Datum", handwerk?.datum],
      ]),
    },
  ]);
  residenceRows(d);
  layout.row([
    { width: 0.3, nr: FIELD_32.nr, label: FIELD_32.label, lines: date(filed) },
    {
      width: 0.7,
      nr: FIELD_33.nr,
      label: `${FIELD_33.label} (entfällt bei elektronischer Übermittlung, § 2 Abs. 1 GewAnzV)`,
      minLines: 2,
    },
  ]);

  const further = d.weitere_personen ?? [];
  further.forEach((person, index) => {
    layout.heading(`Beiblatt ${index + 1} von ${further.length}: weitere Person`, `${inhaber} (Felder 4–11, 30–31)`);
    personRows(person);
    residenceRows(person);
  });

  layout.footers(`${title} · Datum der Anmeldung (Feld 32): ${filed ? formatIsoDateGerman(filed) : "—"}`);
  return pdf.save();
}
