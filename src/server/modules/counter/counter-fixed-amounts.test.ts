/**
 * The fixed amounts of the price configuration (issue 24 point 8): saved with the rest of the
 * configuration, and an order made after the save is priced, stored and mailed with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import {
  putCounter,
  readCounter,
  readCounterVersion,
  type CounterBody,
} from '#server/test-support/counter-admin.ts';
import { orderIdOf } from '#server/test-support/order-effects.ts';
import { parseReceived, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

const changed = {
  web_shop_discount: 50,
  web_shop_discount_item_id: '800001',
  online_payment_discount: 10,
  online_payment_discount_item_id: '800002',
  paper_invoice_fee: 4.5,
  paper_invoice_fee_item_id: '800003',
};

describe('the fixed amounts of the price configuration', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, session: admin } = await createAdminTestApp({ env: { SMTP_URL: smtp.url } }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const latest = () => readCounterVersion(t);
  const save = async (patch: Record<string, unknown>, drop: string[] = []) => {
    const body: CounterBody = { ...(await latest()), ...patch };
    for (const name of drop) delete body[name];
    return putCounter(admin, body);
  };

  it("are read with today's values as defaults", async () => {
    expect(await readCounter(t)).toMatchObject({
      web_shop_discount: 30,
      web_shop_discount_item_id: '700651',
      online_payment_discount: 7.9,
      online_payment_discount_item_id: '700659',
      paper_invoice_fee: 2.9,
      paper_invoice_fee_item_id: '700660',
    });
  });

  it.each([
    ['web_shop_discount', -1],
    ['paper_invoice_fee', 'abc'],
    ['online_payment_discount_item_id', '70x'],
    ['paper_invoice_fee_item_id', ''],
    // More than the minimum price (99 in the seed): an order could cost less than nothing.
    ['online_payment_discount', 1000],
  ])('refuse %s = %j with 400 naming it, nothing changed', async (field, value) => {
    const before = await readCounter(t);
    const res = await save({ [field]: value });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await readCounter(t)).toEqual(before);
  });

  it('a save without them (an older client) keeps the stored ones', async () => {
    expect((await save(changed)).statusCode).toBe(200);
    const res = await save({ base_price: 49 }, Object.keys(changed));
    expect(res.statusCode).toBe(200);
    expect(await readCounter(t)).toMatchObject(changed);
  });

  it('price, store and mail an order with the saved amounts and item ids', async () => {
    expect((await save(changed)).statusCode).toBe(200);
    const { body, quote, config } = await orderPayload(t.app, {
      address: { paymentType: 'BILL', invoice_channel: 'print' },
    });
    expect(config.fixedAmounts.webShopDiscount).toEqual({ cents: 5000, easoftItemId: '800001' });
    const expected = quote({ paymentType: 'bill', invoiceChannel: 'paper' });
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json().total_price_after_discount).toBe(expected.totalAfterDiscountCents / 100);

    const id = await orderIdOf(t.database.db, res.json().reference);
    const stored = await admin.inject({ method: 'GET', url: `/api/order/${id}` });
    expect(stored.statusCode).toBe(200);
    const items = stored.json().order_items as { price: number; easoft_item_id: string }[];
    const byId = (id: string) => items.filter((item) => item.easoft_item_id === id);
    expect(byId('800001')).toMatchObject([{ price: -50 }]);
    expect(byId('800003')).toMatchObject([{ price: 4.5 }]);
    expect(byId('700651')).toEqual([]);
    expect(byId('700660')).toEqual([]);

    smtp.received.length = 0;
    expect((await t.app.outbox.drain()).failed).toBe(0);
    const mail = (await parseReceived(smtp.received)).find((m) =>
      /Tilausvahvistus/.test(m.subject),
    );
    expect(mail?.text).toContain('−50,00 €');
    expect(mail?.text).toContain('4,50 €');
  });

  it('an online order gets the saved online-payment discount', async () => {
    expect((await save(changed)).statusCode).toBe(200);
    const { body, quote } = await orderPayload(t.app, { address: { paymentType: 'ONLINE' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode).toBe(201);
    const expected = quote({ paymentType: 'online' });
    expect(expected.lines.find((l) => l.key === 'paymentDiscount')).toMatchObject({
      unitPriceCents: -1000,
      easoftItemId: '800002',
    });
    expect(res.json().total_price_after_discount).toBe(expected.totalAfterDiscountCents / 100);
  });
});
