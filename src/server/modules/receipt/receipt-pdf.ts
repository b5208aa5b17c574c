/**
 * The receipt as a PDF (decision 055), written with pdfkit: A4, the PDF standard font
 * Helvetica (nothing to ship or embed), one column of facts, the lines as a table, the VAT
 * breakdown and the household deduction. The standard fonts cover Windows-1252, which has
 * every Finnish and Swedish letter and the euro sign; any other character is printed as '?'.
 */
import PDFDocument from 'pdfkit';
import type { Receipt, ReceiptLine, ReceiptRow } from './receipt-model';

/** Windows-1252's characters between 0x80 and 0x9F (the rest is Latin-1). */
const cp1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can print: a minus sign as '-', other characters outside as '?'. */
export function printable(text: string): string {
  return Array.from(text.replace(/\u2212/g, '-').replace(/[\u202f\u2009]/g, ' '))
    .map((c) => {
      const code = c.codePointAt(0)!;
      const isLatin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return isLatin1 || cp1252Extras.has(c) || c === '\n' ? c : '?';
    })
    .join('');
}

const margin = 50;
const pageWidth = 595.28; // A4
const pageHeight = 841.89;
const contentWidth = pageWidth - 2 * margin;
/** The lines table: name, quantity, unit price, sum (points). */
const columns = [235, 60, 100, 100] as const;

type Doc = PDFKit.PDFDocument;

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > pageHeight - margin) {
    doc.addPage();
    doc.y = margin;
  }
}

function rows(doc: Doc, data: ReceiptRow[], labelWidth = 170) {
  for (const row of data) {
    const valueWidth = contentWidth - labelWidth - 10;
    const height = Math.max(
      doc.heightOfString(printable(row.label), { width: labelWidth }),
      doc.heightOfString(printable(row.value), { width: valueWidth }),
    );
    ensureRoom(doc, height);
    const y = doc.y;
    doc.font('Helvetica-Bold').text(printable(row.label), margin, y, { width: labelWidth });
    doc.font('Helvetica').text(printable(row.value), margin + labelWidth + 10, y, {
      width: valueWidth,
    });
    doc.y = y + height + 3;
  }
}

function tableRow(doc: Doc, line: ReceiptLine, font: string) {
  const cells = [line.name, line.amount, line.unitPrice, line.sum].map(printable);
  doc.font(font);
  const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]! })));
  ensureRoom(doc, height);
  const y = doc.y;
  let x = margin;
  cells.forEach((cell, i) => {
    doc.text(cell, x, y, { width: columns[i]!, align: i === 0 ? 'left' : 'right' });
    x += columns[i]!;
  });
  doc.y = y + height + 4;
}

function rule(doc: Doc) {
  doc
    .moveTo(margin, doc.y)
    .lineTo(pageWidth - margin, doc.y)
    .lineWidth(0.5)
    .strokeColor('#868e96')
    .stroke();
  doc.y += 6;
}

function totals(doc: Doc, data: ReceiptRow[]) {
  const labelWidth = 300;
  const x = pageWidth - margin - labelWidth - 100;
  data.forEach((row, i) => {
    ensureRoom(doc, 16);
    const y = doc.y;
    const isLast = i === data.length - 1;
    doc.font(isLast ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(printable(row.label), x, y, { width: labelWidth, align: 'right' });
    doc.text(printable(row.value), x + labelWidth, y, { width: 100, align: 'right' });
    doc.y = y + doc.heightOfString(printable(row.label), { width: labelWidth }) + 3;
  });
}

/** Renders the receipt; resolves with the PDF's bytes. */
export function renderReceiptPdf(receipt: Receipt, created: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    lang: receipt.language,
    info: { Title: printable(receipt.title), Author: printable(receipt.seller[0] ?? '') },
  });
  doc.info.CreationDate = created;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text(printable(receipt.title), margin, margin);
  doc.moveDown(0.5).fontSize(10);
  receipt.seller.forEach((line, i) => {
    doc.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica').text(printable(line));
  });
  doc.moveDown(1);
  rows(doc, receipt.facts);
  doc.moveDown(1);
  tableRow(doc, receipt.columns, 'Helvetica-Bold');
  rule(doc);
  for (const line of receipt.lines) tableRow(doc, line, 'Helvetica');
  rule(doc);
  totals(doc, receipt.totals);
  if (receipt.deduction.length > 0) {
    doc.moveDown(1);
    rows(doc, receipt.deduction, 300);
  }
  doc.moveDown(1).font('Helvetica').fontSize(9);
  for (const note of receipt.notes) {
    ensureRoom(doc, doc.heightOfString(printable(note), { width: contentWidth }));
    doc.text(printable(note), margin, doc.y, { width: contentWidth });
    doc.moveDown(0.5);
  }
  doc.end();
  return done;
}
