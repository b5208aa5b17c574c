import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyContact,
  eInvoiceContact,
  privateContact,
} from '#contracts/contact-form.fixture.ts';
import { createOrderResponseSchema, orderSummarySchema } from '#contracts/checkout.ts';
import { discounts } from '#server/db/schema/index.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { orderWriteCounts, storedOrderOf } from '#server/test-support/order-rows.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

describe('POST /api/order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/order', payload: body as object, headers });

  const counts = () => orderWriteCounts(t.database.db);
  const orderRow = (reference: string) => storedOrderOf(t.database.db, reference);

  it('creates an online order priced by the server, awaiting payment, washer reserved', async () => {
    const { body, quote, slot } = await orderPayload(t.app);
    const before = await counts();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const answer = createOrderResponseSchema.parse(res.json());
    const expected = quote({ paymentType: 'online' });
    expect(answer).toMatchObject({
      customer_email: privateContact.email,
      payment_type: 'online',
      status: 'awaiting_payment',
      total_price_after_discount: expected.totalAfterDiscountCents / 100,
    });
    expect(answer.id).toBe(answer.reference);
    expect(answer.reference).toMatch(/^[0-9a-f]{32}$/);
    const { row, items } = await orderRow(answer.reference);
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      shippingDay: slot.date,
      startTime: `${slot.starting}:00`,
      cleanerId: slot.cleanerId,
      washingTime: Math.ceil(expected.washingMinutes),
      totalPriceCents: expected.totalPriceCents,
      invoiceChannel: 'none',
      language: 'fi',
      customerKind: 'private',
    });
    expect(items.map((i) => i.easoftItemId)).toEqual(expected.lines.map((l) => l.easoftItemId));
    expect(items.some((i) => i.easoftItemId === '700659' && i.priceCents === -790)).toBe(true);
    const sum = items.reduce((s, i) => s + i.amount * i.priceCents, 0);
    expect(sum).toBe(expected.totalPriceCents);
    const after = await counts();
    expect(after.reservations).toBe(before.reservations + 1);
    // Online orders are confirmed by mail once paid.
    expect(after.outbox).toBe(before.outbox);
  });

  it('ignores the prices a browser sends (price tampering)', async () => {
    const { body, quote } = await orderPayload(t.app, { dateIndex: 1 });
    const tampered = {
      ...body,
      windows: body.windows.map((w) => ({ ...w, price: 0.01, discount_price: 0, name: 'Halpa' })),
      total_price: 1,
      total_price_after_discount: 0.01,
    };
    const res = await post(tampered);
    expect(res.statusCode).toBe(201);
    const expected = quote({ paymentType: 'online' });
    expect(res.json().total_price_after_discount).toBe(expected.totalAfterDiscountCents / 100);
    const { items } = await orderRow(res.json().reference);
    expect(items.find((i) => i.name === 'Halpa')).toBeUndefined();
    expect(items.every((i) => i.priceCents !== 1)).toBe(true);
  });

  it('confirms an invoice order on paper at once with the fee line, and queues its mail', async () => {
    const { body, quote } = await orderPayload(t.app, {
      dateIndex: 2,
      address: { paymentType: 'BILL', invoice_channel: 'print' },
    });
    const before = await counts();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payment_type: 'bill', status: 'confirmed' });
    const expected = quote({ paymentType: 'bill', invoiceChannel: 'paper' });
    const { row, items } = await orderRow(res.json().reference);
    expect(row.invoiceChannel).toBe('paper');
    expect(row.totalPriceAfterDiscountCents).toBe(expected.totalAfterDiscountCents);
    expect(items.find((i) => i.easoftItemId === '700660')?.priceCents).toBe(290);
    expect((await counts()).outbox).toBe(before.outbox + 1);
  });

  it('stores a company order with e-invoice details and a recurring interval', async () => {
    const { body } = await orderPayload(t.app, {
      dateIndex: 3,
      address: { ...eInvoiceContact, repeated_order: true, clean_interval: 6 },
    });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { row, items } = await orderRow(res.json().reference);
    expect(row).toMatchObject({
      customerKind: 'company',
      companyName: companyContact.companyName,
      companyVat: '2077474-0',
      companyEinvoiceAddress: '003720774740',
      companyOperatorId: 'NDEAFIHH',
      invoiceChannel: 'einvoice',
      paymentType: 'bill',
      repeatedOrder: true,
      cleanInterval: 6,
    });
    expect(items.find((i) => i.easoftItemId === '700652')?.priceCents).toBe(0);
    const summary = (
      await t.app.inject({ method: 'GET', url: `/api/order/payment/${row.reference}` })
    ).json();
    expect(summary.household_deduction).toBeNull();
    expect(summary.household_deduction_after_excess).toBeNull();
    expect(summary.clean_interval).toBe(6);
  });

  it('stores the billing address when it differs', async () => {
    const { body } = await orderPayload(t.app, {
      dateIndex: 4,
      address: {
        paymentType: 'BILL',
        invoice_channel: 'email',
        billing: true,
        billingName: 'Maija Meikäläinen',
        billingStreetAddress: 'Laskutie 5',
        billingPostalCode: '00200',
        billingPostalCity: 'Helsinki',
      },
    });
    const res = await post(body);
    const summary = (
      await t.app.inject({ method: 'GET', url: `/api/order/payment/${res.json().reference}` })
    ).json();
    expect(summary.addresses).toEqual([
      expect.objectContaining({ type: 'billing', name: 'Maija Meikäläinen', postal_code: '00200' }),
      expect.objectContaining({
        type: 'shipping',
        name: privateContact.name,
        postal_code: '00100',
      }),
    ]);
  });

  it('applies a valid campaign code and counts its use', async () => {
    const { body, quote } = await orderPayload(t.app, {
      dateIndex: 5,
      extra: { discountCode: 'demo10' },
    });
    const before = await counts();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const expected = quote({ paymentType: 'online', campaignCode: { type: 'PERCENT', value: 10 } });
    expect(res.json().total_price_after_discount).toBe(expected.totalAfterDiscountCents / 100);
    const { row, items } = await orderRow(res.json().reference);
    expect(row).toMatchObject({ discountCode: 'DEMO10', discountType: 'percent' });
    expect(row.discountAmountCents).toBe(expected.codeDiscountCents);
    expect(items[0]!.discountPriceCents).toBeLessThan(items[0]!.priceCents);
    const applied = (c: Awaited<ReturnType<typeof counts>>) =>
      c.applied.find((d) => d.code === 'DEMO10')!.applied;
    expect(applied(await counts())).toBe(applied(before) + 1);
  });

  it('returns the same order for a repeated Idempotency-Key (double-click)', async () => {
    const { body } = await orderPayload(t.app, { dateIndex: 6 });
    const headers = { 'idempotency-key': 'key-double-click-1' };
    const before = await counts();
    const [first, second] = await Promise.all([post(body, headers), post(body, headers)]);
    const third = await post(body, headers);
    const references = [first, second, third].map((r) => r.json().reference);
    expect(new Set(references).size).toBe(1);
    expect([first, second, third].map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const after = await counts();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.reservations).toBe(before.reservations + 1);
  });

  it('refuses a taken time with 409 and stores nothing', async () => {
    const { body } = await orderPayload(t.app, { dateIndex: 7 });
    expect((await post(body)).statusCode).toBe(201);
    const before = await counts();
    const again = await post({ ...body, address: { ...body.address, email: 'toinen@example.fi' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('SLOT_TAKEN');
    expect(await counts()).toEqual(before);
  });

  it('answers 400 naming the field for bad payloads and stores nothing', async () => {
    const { body } = await orderPayload(t.app, { dateIndex: 8 });
    const before = await counts();
    const cases: [unknown, string][] = [
      [{ ...body, address: { ...body.address, name: 'Matti' } }, 'address.name'],
      [{ ...body, address: { ...body.address, phone: '123' } }, 'address.phone'],
      [{ ...body, address: { ...body.address, email: 'x@' } }, 'address.email'],
      [{ ...body, address: { ...body.address, postalCode: '0010A' } }, 'address.postalCode'],
      [{ ...body, address: { ...body.address, terms: false } }, 'address.terms'],
      [{ ...body, address: { ...companyContact, companyVat: '2077474-1' } }, 'address.companyVat'],
      [
        { ...body, address: { ...body.address, invoice_channel: 'fax' } },
        'address.invoice_channel',
      ],
      [{ ...body, shippingDay: '2026-02-30' }, 'shippingDay'],
      [{ ...body, cleanerId: 'x' }, 'cleanerId'],
      [{ ...body, windows: [{ windowId: 99999, amount: 3 }] }, 'windows'],
      [{ ...body, windows: [], balconyGlassAmount: 0 }, 'windows'],
      [{ ...body, discountCode: 'NOPE99' }, 'discountCode'],
      [{ ...body, balconyGlassAmount: -1 }, 'balconyGlassAmount'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload, { 'accept-language': 'en' });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
      expect(res.json().message, field).toContain(field);
    }
    const fi = await post({ ...body, address: { ...body.address, name: 'Matti' } });
    expect(fi.json().fields['address.name']).toBe('Anna etu- ja sukunimi');
    const badKey = await post(body, { 'idempotency-key': 'x' });
    expect(badKey.statusCode).toBe(400);
    expect(Object.keys(badKey.json().fields)).toEqual(['idempotency-key']);
    expect(await counts()).toEqual(before);
  });

  it('refuses a code used up meanwhile, stores nothing and keeps the count', async () => {
    await t.database.db.insert(discounts).values({
      code: 'KERRAN',
      type: 'fixed',
      value: 500,
      limit: 1,
      applied: 1,
      fromDate: '2020-01-01',
      toDate: '2030-12-31',
    });
    const { body } = await orderPayload(t.app, { dateIndex: 9, extra: { discountCode: 'KERRAN' } });
    const before = await counts();
    const res = await post(body, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.discountCode).toMatch(/no longer valid/);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/order/payment/:reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers what the customer typed and the prices, nothing internal', async () => {
    const { body, quote } = await orderPayload(t.app, {
      extra: { additionalInfo: 'Ovikoodi 1234' },
    });
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/order', payload: body })
    ).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/payment/${created.reference}`,
    });
    expect(res.statusCode).toBe(200);
    const summary = orderSummarySchema.parse(res.json());
    expect(Object.keys(res.json())).not.toContain('id');
    expect(Object.keys(res.json())).not.toContain('cleanerId');
    expect(JSON.stringify(res.json())).not.toContain('easoft');
    const expected = quote({ paymentType: 'online' });
    expect(summary).toMatchObject({
      reference: created.reference,
      status: 'awaiting_payment',
      shipping_day: body.shippingDay,
      starting: body.starting,
      additional_info: 'Ovikoodi 1234',
      total_price_after_discount: expected.totalAfterDiscountCents / 100,
      customer: { name: privateContact.name, email: privateContact.email },
    });
    expect(summary.household_deduction).toBe(
      Math.floor((0.35 * expected.totalAfterDiscountCents) / 100),
    );
    // Beside the headline: after the 150 EUR excess, one person and two (issue 28).
    const work = expected.totalAfterDiscountCents;
    expect(summary.household_deduction_after_excess).toEqual({
      one: Math.min(Math.max(0, Math.floor((35 * work) / 100) - 15000), 160000) / 100,
      two: (2 * Math.min(Math.max(0, Math.floor((35 * work) / 200) - 15000), 160000)) / 100,
    });
    expect(summary.order_items[0]!.name).toBe('Aloitusmaksu');
  });

  it('answers 404 for an unknown reference and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/order/payment/${'0'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/order/payment/a%20b' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['reference']);
  });
});
