/**
 * The order's receipt as a PDF (issue 15 point 1, decision 055), on a real app and
 * database: downloaded by the order page's token and by staff, read back with a PDF text
 * extractor, its figures compared with the order as stored. NOW is Monday 23.11.2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyContact } from '#contracts/contact-form.fixture.ts';
import type { ShopInfo } from '#contracts/shop-info.ts';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { netOfVatCents, vatPartCents } from '#domain/tax/vat.ts';
import { counterOf, mallOrderBody } from '#server/test-support/checkout.ts';
import { orderIdOf } from '#server/test-support/order-effects.ts';
import { startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';
import { receiptHelpers, textOf } from '#server/test-support/receipt.ts';
import { findOrderDetailsById } from '../order/order.repository';
import { formatEuros } from '../order/order-mail';
import { deductibleWorkOf, deductionOf } from '../order/order-summary';
import { defaultShopInfo } from '../shop-info/shop-info-defaults';

describe('the receipt PDF', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const { tokenMailedTo, placeInvoiced, receipt } = receiptHelpers(() => o);

  /** Every figure of the stored order, formatted as the receipt's language does. */
  async function expectStoredFigures(text: string, orderId: number) {
    const order = (await findOrderDetailsById(o.t.database.db, orderId))!;
    const euros = (cents: number) => formatEuros(cents, order.language);
    const total = order.totalPriceAfterDiscountCents;
    expect(text).toContain(order.orderNumber);
    const shown = order.items.filter((item) => item.priceCents !== 0 || item.amount !== 1);
    expect(shown.length).toBeGreaterThan(1);
    for (const item of shown) {
      expect(text).toContain(item.name);
      expect(text).toContain(euros(Math.round(item.amount * item.priceCents)));
    }
    // The lines add up to the stored total, and VAT 25.5 % is taken out of it.
    const sum = shown.reduce((s, item) => s + Math.round(item.amount * item.priceCents), 0);
    expect(sum).toBe(order.totalPriceCents);
    expect(netOfVatCents(total) + vatPartCents(total)).toBe(total);
    expect(vatPartCents(total)).toBe(Math.round((total * 25.5) / 125.5));
    expect(text).toContain(euros(total));
    expect(text).toContain(euros(vatPartCents(total)));
    expect(text).toContain(euros(netOfVatCents(total)));
    return { order, euros };
  }

  it('gives the customer a Finnish PDF with the seller, the lines, VAT and the deduction', async () => {
    const order = await placeInvoiced('kuitti@example.fi', {});
    const res = await receipt(order.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tilausvahvistus-${order.order_number}.pdf"`,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    const { order: stored, euros } = await expectStoredFigures(text, order.id);
    // An invoice not yet paid: a confirmation, not a receipt of payment.
    expect(text).toContain('Tilausvahvistus');
    expect(text).toContain('Lasku sähköpostiin');
    for (const fact of [
      defaultShopInfo.sellerName,
      `Y-tunnus ${defaultShopInfo.businessId}`,
      defaultShopInfo.streetAddress,
      'Arvonlisävero 25,5 %',
      'Veroton hinta',
      'Yhteensä (sis. alv)',
    ]) {
      expect(text).toContain(fact);
    }
    const work = deductibleWorkOf(stored);
    const deduction = deductionOf(stored).headlineCents;
    expect(deduction).toBeGreaterThan(0);
    expect(deduction).toBe(Math.min(Math.floor((0.35 * work) / 100) * 100, 1600_00));
    expect(text).toContain(
      `Kotitalousvähennykseen oikeuttava työn osuus (sis. alv) ${euros(work)}`,
    );
    expect(text).toContain(`Kotitalousvähennys enintään ${euros(deduction)}`);
    // Beside it, in the mail's and the pages' words (issue 28).
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Jos tämän vuoden 150 €:n omavastuu on vielä käyttämättä',
    );
  });

  it('is in English for an English order, and a receipt once paid online', async () => {
    await o.newMails();
    const paid = await o.placePaid({
      address: { email: 'receipt-en@example.fi' },
      language: 'en',
    });
    const token = await tokenMailedTo('receipt-en@example.fi');
    const res = await receipt(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`receipt-${paid.order_number}.pdf`);
    const text = await textOf(res.rawPayload);
    await expectStoredFigures(text, paid.id);
    expect(text).toContain('Receipt');
    expect(text).toContain('Online payment, paid');
    expect(text).toContain('VAT 25.5 %');
    expect(text).toContain('Household deduction, up to');
    expect(text).not.toContain('Tilausnumero');
  });

  it('shows no deduction for a company, and the seller facts as staff last saved them', async () => {
    const changed: ShopInfo = {
      ...defaultShopInfo,
      sellerName: 'Kirkas Lasi Oy',
      businessId: '1572860-0',
      streetAddress: 'Lasikatu 3',
      postalCode: '33100',
      city: 'Tampere',
      phone: '040 765 4321',
      email: 'myynti@kirkas.example',
    };
    const put = await o.session.inject({
      method: 'PUT',
      url: '/api/settings/shop-info',
      payload: changed,
    });
    expect(put.statusCode).toBe(200);
    const order = await placeInvoiced('yritys-kuitti@example.fi', { company: true });
    const text = await textOf((await receipt(order.token)).rawPayload);
    await expectStoredFigures(text, order.id);
    expect(text).toContain('Kirkas Lasi Oy');
    expect(text).toContain('Y-tunnus 1572860-0');
    expect(text).toContain('Lasikatu 3');
    expect(text).toContain('040 765 4321, myynti@kirkas.example');
    // Nothing of the demo company is left (issue 26).
    for (const demo of [
      defaultShopInfo.phone,
      defaultShopInfo.streetAddress,
      defaultShopInfo.email,
    ]) {
      expect(text).not.toContain(demo);
    }
    expect(text).toContain(`${companyContact.companyName} (${companyContact.companyVat})`);
    expect(text).not.toContain('Kotitalousvähennys enintään');
    expect(text).toContain('Yritysten ja kauppakeskusten tilauksista ei saa kotitalousvähennystä');
  });

  it('gives a shopping centre its starting month, VAT out of the package price and no deduction', async () => {
    await o.newMails();
    const display = findDisplayWindow(await counterOf(o.t.app))!.id;
    const email = 'kauppakeskus-kuitti@example.fi';
    const res = await o.t.app.inject({
      method: 'POST',
      url: '/api/mallorder',
      payload: { ...mallOrderBody(display, { email }), mall_starting_month: '2027-03' },
    });
    expect(res.statusCode).toBe(201);
    const id = await orderIdOf(o.t.database.db, res.json<{ reference: string }>().reference);
    const text = await textOf((await receipt(await tokenMailedTo(email))).rawPayload);
    await expectStoredFigures(text, id);
    expect(text).toContain('Aloituskuukausi maaliskuu 2027');
    // The set and the price per wash in the words of the pages and the mail (decision 073).
    expect(text).toContain('Pesupaketti Perus');
    expect(text).toContain('Hinta / pesu 144,00 € (alv 0 %), verollinen 180,72 € (alv 25,5 %)');
    expect(text).toContain('Hinnat ovat pesukertaa kohden; rivit ja yhteensä sisältävät');
    expect(text).not.toMatch(/Pesupäivä|klo/);
    expect(text).toContain('Yritysten ja kauppakeskusten tilauksista ei saa kotitalousvähennystä');
  });

  it('stays a receipt saying what was paid and when once a paid job is done (issue 24)', async () => {
    await o.newMails();
    const paid = await o.placePaid({ address: { email: 'tehty-kuitti@example.fi' } });
    const token = await tokenMailedTo('tehty-kuitti@example.fi');
    const before = o.clock.now();
    o.clock.set(o.at((await o.get(paid.id)).shipping_day!, '15:00'));
    await o.advance(0);
    expect((await o.act(paid.id, 'mark-done')).statusCode).toBe(200);
    o.clock.set(before);
    await o.advance(0);
    const res = await receipt(token);
    expect(res.headers['content-disposition']).toContain(`kuitti-${paid.order_number}.pdf`);
    const text = await textOf(res.rawPayload);
    const total = (await o.get(paid.id)).total_price_after_discount;
    expect(text).toContain('Kuitti');
    expect(text).toContain('Verkkomaksu, maksettu');
    expect(text).toContain(`Maksettu ma 23.11.2026 ${formatEuros(Math.round(total * 100), 'fi')}`);
    expect(text).not.toContain('Tilausvahvistus');
  });

  it('names an invoice paid in part, each payment and what is still due', async () => {
    const order = await placeInvoiced('osittain@example.fi', {});
    const total = (await o.get(order.id)).total_price_after_discount;
    const paidOn = '2026-11-25';
    const res = await o.act(order.id, 'payments', { amount: 50, paidOn, method: 'bank_transfer' });
    expect(res.statusCode).toBe(201);
    const text = await textOf((await receipt(order.token)).rawPayload);
    expect(text).toContain('Tilausvahvistus');
    expect(text).toContain(`Maksettu ke 25.11.2026 ${formatEuros(5000, 'fi')}`);
    expect(text).toContain(`Maksamatta ${formatEuros(Math.round(total * 100) - 5000, 'fi')}`);
    const rest = Math.round(total * 100 - 5000) / 100;
    await o.act(order.id, 'payments', { amount: rest, paidOn, method: 'cash' });
    const paidText = await textOf((await receipt(order.token)).rawPayload);
    expect(paidText).toContain('Kuitti');
    expect(paidText).toContain('maksettu');
    expect(paidText).not.toContain('Maksamatta');
  });

  it('answers 404 in the one error format to an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'nope']) {
      const res = await receipt(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('gives staff the same PDF by the order id, and nobody else', async () => {
    const order = await placeInvoiced('staff-kuitti@example.fi', { language: 'en' });
    const url = `/api/order/${order.id}/receipt.pdf`;
    expect((await o.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await o.session.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `order-confirmation-${order.order_number}.pdf`,
    );
    await expectStoredFigures(await textOf(res.rawPayload), order.id);
    const missing = await o.session.inject({ method: 'GET', url: '/api/order/999999/receipt.pdf' });
    expect(missing.statusCode).toBe(404);
  });
});
