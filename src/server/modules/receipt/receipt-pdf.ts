/**
 * The receipt as a PDF (decisions 055 and 064), written with pdfkit: A4, DejaVu Sans with
 * Noto Sans Hans for Chinese, embedded as subsets (receipt-fonts.ts), so a name prints as it
 * was written in any of the scripts the fonts cover. Tagged for accessibility: the title
 * and the language in the catalogue, the title shown in the viewer's bar, a structure tree
 * of a heading, the seller's paragraph, tables with their header cells, section headings
 * and notes; rules are artifacts.
 */
import PDFDocument from 'pdfkit';
import type { Receipt, ReceiptLine, ReceiptRow, ReceiptSection } from './receipt-model';
import { contentWidth, margin, pageWidth, ReceiptWriter, type TextStyle } from './receipt-writer';

type Struct = PDFKit.PDFStructureElement;

/** The lines table: name, quantity, unit price, sum (points). */
const columns = [235, 60, 100, 100] as const;

/** How a table of labels and values is laid out: the facts, or a section's sums. */
interface RowsLayout {
  labelWidth: number;
  /** Sums are right-aligned, under the totals' column. */
  valueAlign: 'left' | 'right';
}
const factsLayout: RowsLayout = { labelWidth: 170, valueAlign: 'left' };
const sumsLayout: RowsLayout = { labelWidth: 330, valueAlign: 'right' };

/** Labels and values side by side, as a table whose rows are headed by their labels. */
function rows(w: ReceiptWriter, parent: Struct, data: ReceiptRow[], layout: RowsLayout) {
  const { labelWidth } = layout;
  const table = w.group(parent, 'Table');
  const label: TextStyle = { width: labelWidth, weight: 'bold' };
  const value: TextStyle = { width: contentWidth - labelWidth - 10, align: layout.valueAlign };
  for (const row of data) {
    w.ensureRoom(Math.max(w.height(row.label, label), w.height(row.value, value)));
    const y = w.doc.y;
    let bottom = y;
    const tr = w.group(table, 'TR');
    w.block(tr, 'TH', () => (bottom = Math.max(bottom, w.text(row.label, margin, y, label))), {
      scope: 'Row',
    });
    w.block(tr, 'TD', () => {
      bottom = Math.max(bottom, w.text(row.value, margin + labelWidth + 10, y, value));
    });
    tr.end();
    w.doc.y = bottom + 3;
  }
  table.end();
}

function tableRow(w: ReceiptWriter, table: Struct, line: ReceiptLine, isHeader: boolean) {
  const cells = [line.name, line.amount, line.unitPrice, line.sum];
  const style = (i: number): TextStyle => ({
    width: columns[i]!,
    align: i === 0 ? 'left' : 'right',
    weight: isHeader ? 'bold' : 'regular',
  });
  w.ensureRoom(Math.max(...cells.map((cell, i) => w.height(cell, style(i)))));
  const y = w.doc.y;
  let bottom = y;
  let x = margin;
  const tr = w.group(table, 'TR');
  cells.forEach((cell, i) => {
    const left = x;
    w.block(
      tr,
      isHeader ? 'TH' : 'TD',
      () => {
        bottom = Math.max(bottom, w.text(cell, left, y, style(i)));
      },
      isHeader ? { scope: 'Column' } : {},
    );
    x += columns[i]!;
  });
  tr.end();
  w.doc.y = bottom + 4;
}

function rule(w: ReceiptWriter) {
  w.artifact(() => {
    w.doc
      .moveTo(margin, w.doc.y)
      .lineTo(pageWidth - margin, w.doc.y)
      .lineWidth(0.5)
      .strokeColor('#868e96')
      .stroke();
  });
  w.doc.y += 6;
}

function totals(w: ReceiptWriter, parent: Struct, data: ReceiptRow[]) {
  const labelWidth = 300;
  const x = pageWidth - margin - labelWidth - 100;
  const table = w.group(parent, 'Table');
  data.forEach((row, i) => {
    const weight = i === data.length - 1 ? 'bold' : 'regular';
    const label: TextStyle = { width: labelWidth, align: 'right', weight };
    const value: TextStyle = { width: 100, align: 'right', weight };
    w.ensureRoom(w.height(row.label, label));
    const y = w.doc.y;
    let bottom = y;
    const tr = w.group(table, 'TR');
    w.block(tr, 'TH', () => (bottom = Math.max(bottom, w.text(row.label, x, y, label))), {
      scope: 'Row',
    });
    w.block(
      tr,
      'TD',
      () => (bottom = Math.max(bottom, w.text(row.value, x + labelWidth, y, value))),
    );
    tr.end();
    w.doc.y = bottom + 3;
  });
  table.end();
}

function heading(w: ReceiptWriter, parent: Struct, text: string) {
  const style: TextStyle = { width: contentWidth, weight: 'bold', size: 12 };
  w.doc.moveDown(1);
  w.ensureRoom(w.height(text, style) + 30);
  const y = w.doc.y;
  w.block(parent, 'H2', () => w.text(text, margin, y, style));
  w.doc.y += 4;
}

function section(w: ReceiptWriter, parent: Struct, part: ReceiptSection | null) {
  if (!part) return;
  heading(w, parent, part.heading);
  rows(w, parent, part.rows, sumsLayout);
}

/** The company's logo (decision 077): a PNG, its size in pixels, the brand as its text. */
export interface ReceiptLogo {
  png: Buffer;
  width: number;
  height: number;
  alt: string;
}

/** The logo's box on the receipt, in points: at most this wide and high, its ratio kept. */
const logoBox = { width: 180, height: 48 } as const;

/** The logo above the title, as a figure with its text; returns the y below it. */
function logoFigure(w: ReceiptWriter, root: Struct, logo: ReceiptLogo): number {
  const scale = Math.min(logoBox.width / logo.width, logoBox.height / logo.height, 1);
  const height = logo.height * scale;
  w.block(root, 'Figure', () => w.doc.image(logo.png, margin, margin, { height }), {
    alt: logo.alt,
  });
  return margin + height + 12;
}

function body(w: ReceiptWriter, root: Struct, receipt: Receipt, logo?: ReceiptLogo) {
  const { doc } = w;
  const top = logo ? logoFigure(w, root, logo) : margin;
  w.block(root, 'H1', () =>
    w.text(receipt.title, margin, top, { width: contentWidth, weight: 'bold', size: 20 }),
  );
  doc.moveDown(0.5);
  w.block(root, 'P', () => {
    receipt.seller.forEach((line, i) => {
      doc.y = w.text(line, margin, doc.y, {
        width: contentWidth,
        weight: i === 0 ? 'bold' : 'regular',
      });
    });
  });
  doc.moveDown(1);
  rows(w, root, receipt.facts, factsLayout);
  heading(w, root, receipt.linesHeading);
  const lines = w.group(root, 'Table');
  tableRow(w, lines, receipt.columns, true);
  rule(w);
  for (const line of receipt.lines) tableRow(w, lines, line, false);
  lines.end();
  rule(w);
  totals(w, root, receipt.totals);
  section(w, root, receipt.money);
  section(w, root, receipt.deduction);
  doc.moveDown(1);
  for (const note of receipt.notes) {
    const style: TextStyle = { width: contentWidth, size: 9 };
    w.ensureRoom(w.height(note, style));
    const y = doc.y;
    w.block(root, 'P', () => w.text(note, margin, y, style));
    doc.moveDown(0.5);
  }
}

/** Renders the receipt; resolves with the PDF's bytes. */
export function renderReceiptPdf(
  receipt: Receipt,
  created: Date,
  logo?: ReceiptLogo,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    pdfVersion: '1.7',
    tagged: true,
    lang: receipt.language,
    displayTitle: true,
    info: { Title: receipt.documentTitle, Author: receipt.seller[0] ?? '' },
  });
  doc.info.CreationDate = created;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  body(new ReceiptWriter(doc), root, receipt, logo);
  root.end();
  doc.end();
  return done;
}
