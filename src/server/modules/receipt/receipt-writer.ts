/**
 * Text on the receipt's pages in the fonts of the chain (receipt-fonts.ts), and the PDF's
 * structure tree (decision 064): every text is drawn inside a structure element (a heading,
 * a paragraph, a table cell), every line and rule is an artifact, so a screen reader reads
 * the document in order and the tables as tables.
 */
import { fontOf, runsOf, type FontName, type Weight } from './receipt-fonts';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

export const margin = 50;
export const pageWidth = 595.28; // A4
export const pageHeight = 841.89;
export const contentWidth = pageWidth - 2 * margin;

export interface TextStyle {
  width: number;
  weight?: Weight;
  size?: number;
  align?: 'left' | 'right';
}

/** Stands for a character of the second font when a mixed text is measured (about 1 em). */
const wideStandIn = 'W';

export class ReceiptWriter {
  private readonly registered = new Set<FontName>();

  constructor(readonly doc: Doc) {}

  /** Selects a font, registering it in this PDF the first time (so unused fonts stay out). */
  private use(font: FontName) {
    if (!this.registered.has(font)) {
      this.doc.registerFont(font, fontOf(font));
      this.registered.add(font);
    }
    this.doc.font(font);
  }

  /** Draws the text at (x, y) in runs of one font each; returns the y below it. */
  text(text: string, x: number, y: number, style: TextStyle): number {
    const { doc } = this;
    const runs = runsOf(text, style.weight ?? 'regular');
    doc.fontSize(style.size ?? 10);
    if (runs.length === 0) return y + this.height('', style);
    runs.forEach((run, i) => {
      this.use(run.font);
      const continued = i < runs.length - 1;
      if (i === 0) doc.text(run.text, x, y, { width: style.width, align: style.align, continued });
      else doc.text(run.text, { continued });
    });
    return doc.y;
  }

  /**
   * The height the text takes. Exact for a text in one font; a text that mixes fonts is
   * measured in the first with a wide letter for each character of the second (a Chinese
   * character is one em wide), which is what the page-break check needs: the rows take the
   * height the text really took when drawn.
   */
  height(text: string, style: TextStyle): number {
    const weight = style.weight ?? 'regular';
    const runs = runsOf(text, weight);
    this.doc.fontSize(style.size ?? 10);
    if (runs.length === 1) {
      this.use(runs[0]!.font);
      return this.doc.heightOfString(runs[0]!.text, { width: style.width });
    }
    this.use(`main-${weight}`);
    const standIn = runs
      .map((run) =>
        run.font.startsWith('main') ? run.text : wideStandIn.repeat(Array.from(run.text).length),
      )
      .join('');
    return this.doc.heightOfString(standIn, { width: style.width });
  }

  /** A new page when `height` points do not fit on this one. */
  ensureRoom(height: number) {
    if (this.doc.y + height > pageHeight - margin) {
      this.doc.addPage();
      this.doc.y = margin;
    }
  }

  /** A structure element under `parent`, whose drawing `draw` does (a heading, a paragraph). */
  block(
    parent: Struct,
    type: string,
    draw: () => void,
    options: PDFKit.Mixins.StructureElementOptions = {},
  ) {
    const element = this.doc.struct(type, options, draw);
    parent.add(element);
    element.end();
  }

  /** A structure element that will hold others (a table, a row); end it when done. */
  group(parent: Struct, type: string): Struct {
    const element = this.doc.struct(type);
    parent.add(element);
    return element;
  }

  /** Drawing that is layout, not content (rules): marked as an artifact, left unread. */
  artifact(draw: () => void) {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }
}
