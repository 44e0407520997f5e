import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

/** A4 in PDF points, and the page frame every page shares. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40, footer: 28 } as const;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.45, 0.45, 0.45);

const LABEL_SIZE = 6.8;
const VALUE_SIZE = 9.5;
const PAD = 4;
const CHECK = 7;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface Check {
  label: string;
  checked: boolean;
}

/** One box of the form: its number and label, then text lines and/or checkbox choices. */
export interface Cell {
  /** Fraction of the content width. */
  width: number;
  nr?: number;
  label: string;
  lines?: string[];
  checks?: Check[];
  /** Minimum height of the value area, in lines (for the signature box). */
  minLines?: number;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const result: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
        line = candidate;
      } else {
        result.push(line);
        line = word;
      }
      // A single word wider than the box is cut into pieces that fit.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        result.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    result.push(line);
  }
  return result;
}

/** Lays the form out top to bottom, starting a new page when a row does not fit. */
export class FormLayout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private readonly contentWidth = PAGE.width - 2 * PAGE.margin;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin + PAGE.footer) this.newPage();
  }

  title(title: string, subtitle: string, right: string[]) {
    const { bold, regular } = this.fonts;
    this.page.drawText(title, { x: PAGE.margin, y: this.y - 18, size: 18, font: bold, color: INK });
    this.page.drawText(subtitle, { x: PAGE.margin, y: this.y - 31, size: 8.5, font: regular, color: MUTED });
    right.forEach((text, i) => {
      const width = regular.widthOfTextAtSize(text, 8.5);
      this.page.drawText(text, {
        x: PAGE.width - PAGE.margin - width,
        y: this.y - 12 - i * 11,
        size: 8.5,
        font: regular,
        color: INK,
      });
    });
    this.y -= 42;
  }

  heading(text: string, note?: string) {
    const noteLines = note ? wrap(note, this.fonts.regular, 7.5, this.contentWidth) : [];
    this.ensure(22 + noteLines.length * 9 + 40);
    this.y -= 6;
    this.page.drawText(text, { x: PAGE.margin, y: this.y - 10, size: 10.5, font: this.fonts.bold, color: INK });
    this.y -= 14;
    for (const line of noteLines) {
      this.page.drawText(line, { x: PAGE.margin, y: this.y - 8, size: 7.5, font: this.fonts.regular, color: MUTED });
      this.y -= 9;
    }
    this.y -= 3;
  }

  private layoutCell(cell: Cell, width: number) {
    const inner = width - 2 * PAD;
    const prefix = cell.nr !== undefined ? `${cell.nr}  ` : "";
    const labelLines = wrap(prefix + cell.label, this.fonts.regular, LABEL_SIZE, inner);
    const valueLines = (cell.lines ?? []).flatMap((line) => wrap(line, this.fonts.regular, VALUE_SIZE, inner));
    // Checkbox choices flow left to right and wrap like words.
    const checkRows: Check[][] = [];
    let row: Check[] = [];
    let used = 0;
    for (const check of cell.checks ?? []) {
      const w = CHECK + 4 + this.fonts.regular.widthOfTextAtSize(check.label, 8.5) + 10;
      if (row.length && used + w > inner) {
        checkRows.push(row);
        row = [];
        used = 0;
      }
      row.push(check);
      used += w;
    }
    if (row.length) checkRows.push(row);
    const valueCount = Math.max(valueLines.length, cell.minLines ?? 1, checkRows.length ? 0 : 1);
    const height = PAD + labelLines.length * 8 + 3 + checkRows.length * 12 + valueCount * 12 + PAD;
    return { labelLines, valueLines, checkRows, height };
  }

  /** A row of boxes; their widths are fractions of the content width and should add up to 1. */
  row(cells: Cell[]) {
    const laid = cells.map((cell) => ({ cell, width: cell.width * this.contentWidth }));
    const measured = laid.map(({ cell, width }) => ({ ...this.layoutCell(cell, width), width }));
    const height = Math.max(...measured.map((m) => m.height));
    this.ensure(height);
    let x = PAGE.margin;
    for (const m of measured) {
      this.page.drawRectangle({ x, y: this.y - height, width: m.width, height, borderColor: LINE, borderWidth: 0.6 });
      let y = this.y - PAD;
      for (const line of m.labelLines) {
        this.page.drawText(line, {
          x: x + PAD,
          y: y - LABEL_SIZE,
          size: LABEL_SIZE,
          font: this.fonts.regular,
          color: MUTED,
        });
        y -= 8;
      }
      y -= 3;
      for (const checks of m.checkRows) {
        let cx = x + PAD;
        for (const check of checks) {
          this.page.drawRectangle({
            x: cx,
            y: y - CHECK - 1,
            width: CHECK,
            height: CHECK,
            borderColor: INK,
            borderWidth: 0.7,
          });
          if (check.checked) {
            this.page.drawText("X", { x: cx + 1.2, y: y - CHECK + 0.2, size: 7, font: this.fonts.bold, color: INK });
          }
          this.page.drawText(check.label, {
            x: cx + CHECK + 4,
            y: y - CHECK,
            size: 8.5,
            font: this.fonts.regular,
            color: INK,
          });
          cx += CHECK + 4 + this.fonts.regular.widthOfTextAtSize(check.label, 8.5) + 10;
        }
        y -= 12;
      }
      for (const line of m.valueLines) {
        this.page.drawText(line, {
          x: x + PAD,
          y: y - VALUE_SIZE,
          size: VALUE_SIZE,
          font: this.fonts.regular,
          color: INK,
        });
        y -= 12;
      }
      x += m.width;
    }
    this.y -= height;
  }

  /** "Seite i von n" and a left text on every page, drawn once all pages exist. */
  footers(left: string) {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      const right = `Seite ${i + 1} von ${total}`;
      const size = 7.5;
      page.drawLine({
        start: { x: PAGE.margin, y: PAGE.margin - 4 },
        end: { x: PAGE.width - PAGE.margin, y: PAGE.margin - 4 },
        thickness: 0.4,
        color: LINE,
      });
      page.drawText(left, { x: PAGE.margin, y: PAGE.margin - 14, size, font: this.fonts.regular, color: MUTED });
      const width = this.fonts.regular.widthOfTextAtSize(right, size);
      page.drawText(right, {
        x: PAGE.width - PAGE.margin - width,
        y: PAGE.margin - 14,
        size,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
  }
}
