/**
 * Decision 077: the company's uploaded logo heads the receipt, as a figure whose text is the
 * brand; the product's own mark never does. Read back with pdf.js (unpdf).
 */
import { extractImages } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';
import { pdfOf, receiptHelpers } from '#server/test-support/receipt.ts';
import { logoPng, saveLogo } from '#server/test-support/shop-logo.ts';

interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
}

const figuresOf = (node: StructNode): StructNode[] => [
  ...(node.role === 'Figure' ? [node] : []),
  ...(node.children ?? []).flatMap(figuresOf),
];

describe('the receipt with the company’s logo', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());
  const { placeInvoiced, receipt } = receiptHelpers(() => o);

  async function imagesAndFigures(email: string) {
    const order = await placeInvoiced(email, {});
    const res = await receipt(order.token);
    expect(res.statusCode).toBe(200);
    const pdf = await pdfOf(res.rawPayload);
    const page = await pdf.getPage(1);
    const figures = figuresOf((await page.getStructTree()) as StructNode);
    return { images: await extractImages(pdf, 1), figures };
  }

  it('has no image while no logo is uploaded', async () => {
    const { images, figures } = await imagesAndFigures('ilman-logoa@example.fi');
    expect(images).toEqual([]);
    expect(figures).toEqual([]);
  });

  it('draws the uploaded logo as a figure named by the brand', async () => {
    await saveLogo(o.session, await logoPng(900, 300));
    const { images, figures } = await imagesAndFigures('logolla@example.fi');
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ width: 600, height: 200 });
    expect(figures).toHaveLength(1);
    expect(figures[0]!.alt).toBe('Ikkunanpesu');
  });
});
