import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '#contracts/dashboard.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import {
  calendars,
  customers,
  disabledDates,
  orders,
  washerReservations,
  washers,
} from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { testOrderNumber } from '#server/test-support/order-number.ts';

// A Monday, 08:00 in Helsinki: customers can book from Wednesday the 25th.
const now = '2026-11-23T08:00:00+02:00';

describe('GET /api/dashboard', () => {
  let t: TestApp;
  let admin: TestSession;
  let firstWasher: { id: number; name: string };
  let secondWasher: { id: number; name: string };

  async function order(
    created: string,
    status: string,
    euros: number,
    name = 'Asiakas',
    shippingDay: string | null = null,
  ) {
    const { db } = t.database;
    const [customer] = await db
      .insert(customers)
      .values({ name, phone: '0401234567', email: 'asiakas@example.fi' })
      .returning();
    const [row] = await db
      .insert(orders)
      .values({
        created: new Date(created),
        orderNumber: testOrderNumber(),
        status: status as 'confirmed',
        customerId: customer!.id,
        paymentType: status === 'awaiting_payment' ? 'online' : 'bill',
        basePriceCents: euros * 100,
        totalPriceCents: euros * 100,
        totalPriceAfterDiscountCents: euros * 100,
        quantities: emptyQuantities,
        shippingDay,
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ now }));
    const { db } = t.database;
    await order('2026-11-23T07:00:00+02:00', 'confirmed', 100);
    await order('2026-11-23T07:30:00+02:00', 'awaiting_payment', 50, 'Odottava Maksaja');
    await order('2026-11-23T07:45:00+02:00', 'cancelled', 999);
    await order('2026-11-22T12:00:00+02:00', 'confirmed', 80);
    await order('2026-11-10T12:00:00+02:00', 'awaiting_payment', 30, 'Vanhin Odottaja');
    // Helsinki month boundaries: 00:30 on 1 November counts, 23:30 on 31 October does not.
    await order('2026-11-01T00:30:00+02:00', 'confirmed', 20);
    await order('2026-10-31T23:30:00+02:00', 'confirmed', 7000);
    // Jobs by their day (created long ago): three today, one cancelled today, one tomorrow.
    await order('2026-09-01T12:00:00+03:00', 'confirmed', 1, 'Toinen Työ', '2026-11-23');
    await order('2026-09-01T12:00:00+03:00', 'confirmed', 1, 'Tämän Päivän Työ', '2026-11-23');
    await order('2026-09-01T12:00:00+03:00', 'done', 1, 'Tehty Työ', '2026-11-23');
    await order('2026-09-01T12:00:00+03:00', 'cancelled', 1, 'Peruttu Työ', '2026-11-23');
    await order('2026-09-01T12:00:00+03:00', 'confirmed', 1, 'Huomisen Työ', '2026-11-24');

    const list = await db
      .select({ id: washers.id, name: washers.name })
      .from(washers)
      .orderBy(washers.id);
    firstWasher = list[0]!;
    secondWasher = list[1]!;
    const [calendar] = await db
      .select()
      .from(calendars)
      .where(eq(calendars.washerId, firstWasher.id));
    // Wednesday blocked all day, Thursday booked 08:00-15:00 (one free hour is not enough).
    await db.insert(disabledDates).values({
      calendarId: calendar!.id,
      startDatetime: new Date('2026-11-25T08:00:00+02:00'),
      endDatetime: new Date('2026-11-25T16:00:00+02:00'),
    });
    // The second washer: Wednesday blocked 08:00-13:59, which lasts until the 14:00 slot.
    const [second] = await db
      .select()
      .from(calendars)
      .where(eq(calendars.washerId, secondWasher.id));
    await db.insert(disabledDates).values({
      calendarId: second!.id,
      startDatetime: new Date('2026-11-25T08:00:00+02:00'),
      endDatetime: new Date('2026-11-25T13:59:00+02:00'),
    });
    const booked = await order('2026-11-20T10:00:00+02:00', 'confirmed', 300);
    await db.insert(washerReservations).values({
      washerId: firstWasher.id,
      orderId: booked.id,
      during: {
        start: new Date('2026-11-26T08:00:00+02:00'),
        end: new Date('2026-11-26T15:00:00+02:00'),
      },
    });
  });
  afterAll(() => t.close());

  it('answers the morning figures in Helsinki days', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(200);
    const body = dashboardSchema.parse(res.json());
    expect(body).toMatchObject({
      today: '2026-11-23',
      week_start: '2026-11-23',
      month: '2026-11',
      // By job day, not by creation: the orders created today have no job today.
      orders_today: 3,
      orders_this_week: 2,
      // paid 100 + confirmed 80 + 20 + 300 (created 20 Nov); not the cancelled nor October's
      revenue_this_month: 500,
      awaiting_payment: {
        count: 2,
        total: 80,
        oldest: [
          { customer_name: 'Vanhin Odottaja', total_price_after_discount: 30 },
          { customer_name: 'Odottava Maksaja', total_price_after_discount: 50 },
        ],
      },
      free_minutes_needed: 120,
    });
    expect(body.daily_orders).toHaveLength(14);
    expect(body.daily_orders[0]!.date).toBe('2026-11-10');
    expect(body.daily_orders.at(-1)).toEqual({ date: '2026-11-23', count: 2, revenue: 100 });
    expect(body.daily_orders.find((d) => d.date === '2026-11-22')).toEqual({
      date: '2026-11-22',
      count: 1,
      revenue: 80,
    });
    expect(body.daily_orders.find((d) => d.date === '2026-11-10')).toEqual({
      date: '2026-11-10',
      count: 1,
      revenue: 0,
    });
  });

  it('gives each washer the first bookable day with two free hours', async () => {
    const body = dashboardSchema.parse(
      (await admin.inject({ method: 'GET', url: '/api/dashboard' })).json(),
    );
    expect(body.washers.length).toBeGreaterThanOrEqual(3);
    const first = body.washers.find((w) => w.id === firstWasher.id)!;
    expect(first.name).toBe(firstWasher.name);
    // Wednesday blocked, Thursday full: Friday (the demo data's KBOT block leaves its afternoon).
    expect(first.next_free_day).toBe('2026-11-27');
    const second = body.washers.find((w) => w.id === secondWasher.id)!;
    expect(second).toMatchObject({ next_free_day: '2026-11-25', free_minutes: 120 });
    for (const washer of body.washers.filter((w) => w.id > secondWasher.id)) {
      expect(washer, washer.name).toMatchObject({ next_free_day: '2026-11-25', free_minutes: 480 });
    }
    expect(first.free_minutes).toBeGreaterThanOrEqual(120);
    expect(first.free_minutes).toBeLessThan(480);
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/dashboard on an empty database', () => {
  it('answers zeros, fourteen empty days and no washers', async () => {
    const { t, session } = await createAdminTestApp({ now, seedDemo: false });
    const body = dashboardSchema.parse(
      (await session.inject({ method: 'GET', url: '/api/dashboard' })).json(),
    );
    expect(body).toMatchObject({
      orders_today: 0,
      orders_this_week: 0,
      revenue_this_month: 0,
      awaiting_payment: { count: 0, total: 0, oldest: [] },
      washers: [],
    });
    expect(body.daily_orders.every((d) => d.count === 0 && d.revenue === 0)).toBe(true);
    await t.close();
  });
});
