import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyContact } from '#contracts/contact-form.fixture.ts';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { withVatCents } from '#domain/tax/vat.ts';
import { orderItems, orders, outbox, washerReservations } from '#server/db/schema/index.ts';
import { counterOf } from '#server/test-support/checkout.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

// Server clock 2026-11-23 (Helsinki): the offered starting months are 2026-12 .. 2027-06.
describe('POST /api/mallorder', () => {
  let t: TestApp;
  let displayId: number;
  let displayPrice: number;
  beforeAll(async () => {
    t = await createTestApp();
    const display = findDisplayWindow(await counterOf(t.app))!;
    displayId = display.id;
    displayPrice = display.priceCents;
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    windows: [{ windowId: displayId, amount: 12 }],
    mall_name: 'itis',
    mall_starting_month: '2026-12',
    mall_cleaning_set: 'basic',
    language: 'fi',
    address: {
      ...companyContact,
      streetAddress: 'Itäkatu 1',
      postalCode: '00930',
      city: 'Helsinki',
      paymentType: 'BILL',
      invoice_channel: 'email',
    },
    ...overrides,
  });
  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/mallorder', payload, headers });

  it('prices the package on the server: the set for 10 windows plus each one beyond', async () => {
    const res = await post(body());
    expect(res.statusCode).toBe(201);
    const expected = withVatCents(12_000) + 2 * withVatCents(displayPrice);
    expect(res.json()).toMatchObject({
      payment_type: 'bill',
      status: 'confirmed',
      total_price_after_discount: expected / 100,
    });
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, res.json().reference));
    expect(row).toMatchObject({
      cleanerId: 9999,
      shippingDay: null,
      customerKind: 'mall',
      mallName: 'itis',
      mallStartingMonth: '2026-12',
      mallCleaningSet: 'basic',
      totalPriceAfterDiscountCents: expected,
    });
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row!.id));
    expect(items.map((i) => [i.easoftItemId, i.amount])).toEqual([
      ['900102', 1],
      [expect.any(String), 2],
    ]);
    const [reservations] = await t.database.db
      .select({ n: count() })
      .from(washerReservations)
      .where(eq(washerReservations.orderId, row!.id));
    expect(reservations!.n).toBe(0);
    const [mails] = await t.database.db
      .select({ n: count() })
      .from(outbox)
      .where(sql`${outbox.payload} ->> 'orderId' = ${String(row!.id)}`);
    expect(mails!.n).toBe(1);
    const summary = (
      await t.app.inject({ method: 'GET', url: `/api/order/payment/${row!.reference}` })
    ).json();
    expect(summary).toMatchObject({
      mall_name: 'itis',
      mall_starting_month: '2026-12',
      mall_cleaning_set: 'basic',
      household_deduction: null,
      household_deduction_after_excess: null,
    });
  });

  it('charges the set price alone up to 10 windows, and adds the paper invoice fee', async () => {
    const res = await post(
      body({
        windows: [{ windowId: displayId, amount: 3 }],
        mall_cleaning_set: 'maintain',
        address: { ...body().address, invoice_channel: 'print' },
      }),
    );
    expect(res.json().total_price_after_discount).toBe((withVatCents(4900) + 290) / 100);
  });

  it('refuses a month not offered, no display windows, an unknown centre; stores nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(orders);
    const cases: [object, string][] = [
      [body({ mall_starting_month: '2026-11' }), 'mall_starting_month'],
      [body({ mall_starting_month: '2027-07' }), 'mall_starting_month'],
      [body({ mall_starting_month: '2026-13' }), 'mall_starting_month'],
      [body({ windows: [{ windowId: displayId + 1000, amount: 3 }] }), 'windows'],
      [body({ mall_name: 'kamppi' }), 'mall_name'],
      [body({ mall_cleaning_set: 'gold' }), 'mall_cleaning_set'],
      [body({ address: { ...body().address, companyVat: '123' } }), 'address.companyVat'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), field).toContain(field);
    }
    const [after] = await t.database.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
  });

  it('returns the same order for a repeated Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'mall-key-1234' };
    const first = await post(body(), headers);
    const second = await post(body(), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().reference).toBe(first.json().reference);
  });
});
