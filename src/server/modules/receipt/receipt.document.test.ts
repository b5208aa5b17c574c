/**
 * The receipt as other programs read it (issue 25 point 2, decision 064), on a real app and
 * database, downloaded from the real routes and read by pdf.js (unpdf): names and addresses
 * in other scripts read back as written, a cancelled order's document with its money, and
 * the PDF's tags (catalogue, metadata, structure tree). NOW is Monday 23.11.2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';
import { pdfOf, receiptHelpers, textOf } from '#server/test-support/receipt.ts';
import { taggedContentOf, type TaggedNode } from '#server/test-support/tagged-pdf.ts';
import { findOrderDetailsById } from '../order/order.repository';
import { formatDay, formatEuros } from '../order/order-mail';

/** A customer who writes in five scripts: Polish, Czech, Turkish, Vietnamese, Cyrillic, Chinese. */
const written = {
  name: 'Łukasz Dvořák-Şahin 王小明',
  streetAddress: 'Đường Nguyễn Trãi 7, ул. Пушкина 10',
  city: 'İstanbul Kadıköy 北京市',
};

const roles = (node: TaggedNode) => node.children.map((child) => child.role);

describe('the receipt in any script, cancelled, and tagged', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const { tokenMailedTo, placeInvoiced, receipt } = receiptHelpers(() => o);
  /** Euros as the receipt writes them, with the spaces the text extractor gives. */
  const euros = (cents: number, language: 'fi' | 'en') =>
    formatEuros(cents, language).replace(/\s/g, ' ');
  const stored = async (id: number) => (await findOrderDetailsById(o.t.database.db, id))!;

  it('prints a name and an address in Polish, Turkish, Vietnamese, Cyrillic and Chinese as written', async () => {
    const order = await placeInvoiced('kirjaimet@example.fi', { address: written });
    const res = await receipt(order.token);
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain(`Asiakas ${written.name}`);
    const postalCode = (await stored(order.id)).addresses[0]!.postalCode;
    expect(text).toContain(`Pesuosoite ${written.streetAddress}, ${postalCode} ${written.city}`);
    expect(text).not.toContain('?');
    // The fonts go in as subsets: the Chinese font adds tens of kilobytes, not megabytes.
    expect(res.rawPayload.length).toBeLessThan(150_000);
  });

  it('is tagged: marked, titled in the viewer, in its language, every text in its structure', async () => {
    const order = await placeInvoiced('tagit@example.fi', { address: written });
    const pdf = await pdfOf((await receipt(order.token)).rawPayload);
    expect((await pdf.getMarkInfo())?.Marked).toBe(true);
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({
      Title: `Tilausvahvistus ${order.order_number}`,
      Language: 'fi',
    });
    expect(await pdf.getViewerPreferences()).toMatchObject({ DisplayDocTitle: true });
    const { tree, textOf: textIn, untagged } = await taggedContentOf(pdf);
    expect(untagged).toEqual([]);
    expect(roles(tree)).toEqual(['Document']);
    const document = tree.children[0]!;
    // Title, seller, facts, the lines under their heading, totals, the deduction, two notes.
    expect(roles(document)).toEqual([
      'H1',
      'P',
      'Table',
      'H2',
      'Table',
      'Table',
      'H2',
      'Table',
      'P',
      'P',
    ]);
    const [title, , facts, linesHeading, lines] = document.children;
    expect(textIn(title!)).toBe('Tilausvahvistus');
    expect(textIn(linesHeading!)).toBe('Tilauksen sisältö');
    // Each fact is a row headed by its label: the name is the cell of "Asiakas".
    const customer = facts!.children.find((row) => textIn(row.children[0]!) === 'Asiakas')!;
    expect(roles(customer)).toEqual(['TH', 'TD']);
    expect(textIn(customer.children[1]!)).toBe(written.name);
    // The lines: a row of four column headers, then rows of four cells.
    const [header, ...rows] = lines!.children;
    expect(roles(header!)).toEqual(['TH', 'TH', 'TH', 'TH']);
    expect(header!.children.map(textIn)).toEqual(['Tuote', 'Määrä', 'À-hinta', 'Yhteensä']);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(roles(row)).toEqual(['TD', 'TD', 'TD', 'TD']);
  });

  it('titles a cancelled invoice so, names the cancelled day and says nothing was charged', async () => {
    const order = await placeInvoiced('peruttu-asiakirja@example.fi', {});
    const cancel = await o.t.app.inject({
      method: 'POST',
      url: `/api/manage/${order.token}/cancel`,
      payload: { acceptFee: true },
    });
    expect(cancel.statusCode).toBe(200);
    const res = await receipt(order.token);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="peruttu-tilaus-${order.order_number}.pdf"`,
    );
    const text = await textOf(res.rawPayload);
    const details = await stored(order.id);
    expect(text.startsWith('Peruttu tilaus ')).toBe(true);
    expect(text).not.toContain('Tilausvahvistus');
    expect(text).not.toContain('Pesupäivä ');
    expect(text).toContain(`Peruttu pesupäivä ${formatDay(details.shippingDay!, 'fi')}`);
    expect(text).toContain('Peruttu ma 23.11.2026');
    expect(text).toContain('Tila Tilaus on peruttu');
    const total = details.totalPriceAfterDiscountCents;
    expect(text).toContain(`Tilauksen hinta (sis. alv) ${euros(total, 'fi')}`);
    expect(text).toContain(`Maksut ja hyvitykset Veloitettu yhteensä ${euros(0, 'fi')}`);
    expect(text).toContain(`Hyvitetty yhteensä ${euros(0, 'fi')}`);
    expect(text).not.toContain('Palautettavaa');
    // Nothing was sold: no VAT breakdown, no household deduction.
    expect(text).not.toContain('Arvonlisävero 25,5 %');
    expect(text).not.toContain('Kotitalousvähennys enintään');
    expect(text).toContain('Perutusta tilauksesta ei saa kotitalousvähennystä');
    const { info } = await (await pdfOf(res.rawPayload)).getMetadata();
    expect(info).toMatchObject({ Title: `Peruttu tilaus ${order.order_number}` });
  });

  it('shows a cancelled paid order what was charged, refunded and is still to be refunded', async () => {
    await o.newMails();
    const email = 'cancelled-paid@example.fi';
    const paid = await o.placePaid({ address: { email }, language: 'en' });
    const token = await tokenMailedTo(email);
    expect((await o.act(paid.id, 'cancel', { reason: 'Asked by phone' })).statusCode).toBe(200);
    const refundedOn = '2026-11-24';
    const refund = { amount: 20, refundedOn, method: 'bank_transfer' };
    expect((await o.act(paid.id, 'refunds', refund)).statusCode).toBe(201);
    const res = await receipt(token);
    expect(res.headers['content-disposition']).toContain(
      `cancelled-order-${paid.order_number}.pdf`,
    );
    const text = await textOf(res.rawPayload);
    const total = (await stored(paid.id)).totalPriceAfterDiscountCents;
    expect(text.startsWith('Cancelled order ')).toBe(true);
    expect(text).not.toMatch(/Receipt|Order confirmation/);
    expect(text).toContain(`Paid on ${formatDay('2026-11-23', 'en')} ${euros(total, 'en')}`);
    expect(text).toContain(`Refunded on ${formatDay(refundedOn, 'en')} ${euros(-2000, 'en')}`);
    expect(text).toContain(`Charged in total ${euros(total, 'en')}`);
    expect(text).toContain(`Refunded in total ${euros(2000, 'en')}`);
    expect(text).toContain(`Still to be refunded ${euros(total - 2000, 'en')}`);
    const pdf = await pdfOf(res.rawPayload);
    expect((await pdf.getMetadata()).info).toMatchObject({
      Title: `Cancelled order ${paid.order_number}`,
      Language: 'en',
    });
    // The rest given back: nothing more to refund, the sums say so.
    const rest = { ...refund, amount: (total - 2000) / 100 };
    expect((await o.act(paid.id, 'refunds', rest)).statusCode).toBe(201);
    const after = await textOf((await receipt(token)).rawPayload);
    expect(after).toContain(`Refunded in total ${euros(total, 'en')}`);
    expect(after).not.toContain('Still to be refunded');
  });
});
