import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { textOf } from '#server/test-support/receipt.ts';
import { fontOf, runsOf, type Weight } from './receipt-fonts';
import { ReceiptWriter } from './receipt-writer';

/** A PDF of one text in the chain's fonts, read back by pdf.js. */
async function printed(text: string): Promise<string> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  new ReceiptWriter(doc).text(text, 50, 50, { width: 400 });
  doc.end();
  await done;
  return (await textOf(Buffer.concat(chunks))).trim();
}

/** Whether each run's font draws every character of it (no empty boxes). */
const drawsAll = (text: string, weight: Weight) =>
  runsOf(text, weight).every((run) =>
    Array.from(run.text).every((c) => fontOf(run.font).hasGlyphForCodePoint(c.codePointAt(0)!)),
  );

// Decision 064: DejaVu Sans first, Noto Sans Hans for what it lacks.
describe('the receipt font chain', () => {
  it.each([
    ['Polish', 'Łukasz Żółć-Wąsowski, Łódź'],
    ['Czech', 'Jiří Dvořák, Průhonice'],
    ['Turkish', 'Şahin Ağaoğlu, İstanbul Kadıköy ı'],
    ['Vietnamese', 'Nguyễn Thị Minh Khai, Đường Trần Hưng Đạo'],
    ['Cyrillic', 'Иван Петров, ул. Пушкина'],
    ['Greek', 'Γιώργος Παπαδόπουλος'],
    ['Finnish and the euro', 'Äänekoski Öljy Åland 1 234,56 € – “x” × 2 −30,00 €'],
    ['narrow and thin spaces', '12\u202f345\u2009€\u00a0x'],
  ])('%s prints in DejaVu Sans alone', (_, text) => {
    for (const weight of ['regular', 'bold'] as const) {
      expect(runsOf(text, weight)).toEqual([{ font: `main-${weight}`, text }]);
    }
  });

  it('prints Chinese in Noto Sans Hans, the rest around it in DejaVu Sans', () => {
    expect(runsOf('Łukasz 王小明, 北京市 朝阳区 Иван', 'regular')).toEqual([
      { font: 'main-regular', text: 'Łukasz ' },
      { font: 'cjk-regular', text: '王小明' },
      { font: 'main-regular', text: ', ' },
      { font: 'cjk-regular', text: '北京市 朝阳区 ' },
      { font: 'main-regular', text: 'Иван' },
    ]);
    expect(drawsAll('王小明，北京市朝阳区建国路八十八号。', 'bold')).toBe(true);
  });

  it('joins a letter typed with combining accents into the one glyph', () => {
    const decomposed = 'Nguye\u0302\u0303n Dvor\u030cák';
    expect(runsOf(decomposed, 'regular')).toEqual([
      { font: 'main-regular', text: 'Nguyễn Dvořák' },
    ]);
  });

  it('keeps a character no font has, in the text, in the first font', () => {
    const runs = runsOf('Kim 김', 'regular');
    expect(runs.map((run) => run.text).join('')).toBe('Kim 김');
    expect(runs.at(-1)!.font).toBe('main-regular');
  });

  it('keeps every letter in the text of later PDFs that share the parsed fonts', async () => {
    // Ş and İ are drawn from S and I: writing them into one PDF's subset must not take the
    // letters S and I out of the next PDF's text.
    expect(await printed('Şahin İpek Dvořák 王小明')).toBe('Şahin İpek Dvořák 王小明');
    expect(await printed('Start fee, Business ID')).toBe('Start fee, Business ID');
  });
});
