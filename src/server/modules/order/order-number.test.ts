/**
 * Order numbers only for stored orders (issue 24): the next number of the Helsinki year is
 * taken from order_number_counters as the last step of storing an order, so an order refused
 * for its time (or anything else) uses none and the sequence has no gaps, whichever way the
 * order came: the shop, a shopping centre, the office's phone order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { queryRows } from '#server/db/client.ts';
import { washers } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import {
  counterOf,
  mallOrderBody,
  orderPayload,
  sampleQuantities,
} from '#server/test-support/checkout.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

const at = (day: string, time: string) => `${day}T${time}:00+02:00`;
const bill = { paymentType: 'BILL', invoice_channel: 'email' };

describe('order numbers', () => {
  let t: TestApp;
  let session: TestSession;
  let washerId: number;
  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
    washerId = (await t.database.db.select({ id: washers.id }).from(washers))[0]!.id;
  });
  afterAll(() => t.close());

  const phoneOrder = async (start: string) => {
    const config = await counterOf(t.app);
    return session.inject({
      method: 'POST',
      url: '/api/order/staff',
      payload: {
        ...sampleQuantities(config),
        cleanerId: washerId,
        start,
        notifyCustomer: false,
        language: 'fi',
        address: { ...privateContact, ...bill },
      },
    });
  };
  const numberOf = async (id: number) =>
    (
      await queryRows<{ order_number: string }>(
        t.database.db,
        `select order_number from orders where id = ${id}`,
      )
    )[0]!.order_number;
  const counter = async () =>
    (
      await queryRows<{ year: number; last_number: number }>(
        t.database.db,
        'select year, last_number from order_number_counters order by year',
      )
    ).map((r) => [Number(r.year), Number(r.last_number)]);

  it('numbers the orders of every path one after another; a refused one uses no number', async () => {
    // A customer's order: the first number of the Helsinki year.
    const { body } = await orderPayload(t.app, { address: bill });
    const shop = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(shop.statusCode).toBe(201);
    expect(shop.json()).toMatchObject({ order_number: 'K-2026-000001' });

    // A phone order, then one refused for the same time, then the next one.
    const first = await phoneOrder(at('2026-11-24', '10:00'));
    expect(first.statusCode).toBe(201);
    const refused = await phoneOrder(at('2026-11-24', '10:00'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'SLOT_TAKEN' });
    expect(await counter()).toEqual([[2026, 2]]);
    const next = await phoneOrder(at('2026-11-24', '14:00'));
    expect(next.statusCode).toBe(201);
    expect(await numberOf(first.json<{ id: number }>().id)).toBe('K-2026-000002');
    expect(await numberOf(next.json<{ id: number }>().id)).toBe('K-2026-000003');

    // A shopping centre's order takes the next one.
    const displayId = findDisplayWindow(await counterOf(t.app))!.id;
    const mall = await t.app.inject({
      method: 'POST',
      url: '/api/mallorder',
      payload: mallOrderBody(displayId),
    });
    expect(mall.statusCode).toBe(201);
    expect(mall.json()).toMatchObject({ order_number: 'K-2026-000004' });

    // A refused customer's order (a bad campaign code) uses none either.
    const badCode = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: { ...body, discountCode: 'EIOLE' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(await counter()).toEqual([[2026, 4]]);
    const numbers = await queryRows<{ order_number: string }>(
      t.database.db,
      'select order_number from orders order by id',
    );
    expect(numbers.map((r) => r.order_number)).toEqual([
      'K-2026-000001',
      'K-2026-000002',
      'K-2026-000003',
      'K-2026-000004',
    ]);
  });
});
