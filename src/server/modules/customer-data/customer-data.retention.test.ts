import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '#contracts/order-stored.ts';
import type { Database } from '#server/db/client.ts';
import { dataRequests, orders } from '#server/db/schema/index.ts';
import {
  createAdminTestApp,
  loginAs,
  testAdmin,
  type TestSession,
} from '#server/test-support/admin-session.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { insertPastOrder, type PastJob } from '#server/test-support/past-orders.ts';

/**
 * The retention job (decision 038) under a manual clock: with RETENTION_YEARS 6, an order
 * whose job falls in 2026 keeps its personal data through 31.12.2032 and loses it on
 * 1.1.2033, Helsinki time. The job runs as an outbox chore; `drain()` runs the chores.
 */
describe('the retention job anonymises orders whose job day is past RETENTION_YEARS full years', () => {
  const clock = createManualClock('2032-12-31T23:59:00+02:00');
  let t: TestApp;
  let admin: TestSession;
  let db: Database;
  const due: Record<string, number> = {};
  const kept: Record<string, number> = {};

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ clock }));
    db = t.database.db;
    const add = async (job: PastJob) => (await insertPastOrder(db, job)).orderId;
    due.lastDay = await add({ shippingDay: '2026-12-31', created: '2026-11-01T10:00:00Z' });
    due.firstDay = await add({ shippingDay: '2026-01-01', created: '2025-12-01T10:00:00Z' });
    due.mall = await add({ mallStartingMonth: '2026-12', created: '2026-10-01T10:00:00Z' });
    // 23:30 on 31.12.2026 in Helsinki.
    due.created = await add({ created: '2026-12-31T23:30:00+02:00' });
    // Ordered in 2026 for a day in 2027: the job day counts.
    kept.nextYear = await add({ shippingDay: '2027-01-01', created: '2026-12-01T10:00:00Z' });
    kept.mall = await add({ mallStartingMonth: '2027-01', created: '2026-10-01T10:00:00Z' });
    // 00:30 on 1.1.2027 in Helsinki, though still 2026 in UTC.
    kept.created = await add({ created: '2027-01-01T00:30:00+02:00' });
  });
  afterAll(() => t.close());

  const view = async (id: number) => {
    const res = await admin.inject({ method: 'GET', url: `/api/order/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json<StoredOrder>();
  };
  const anonymisedAt = async (id: number) =>
    (await db.select({ at: orders.anonymisedAt }).from(orders).where(eq(orders.id, id)))[0]!.at;
  const runs = () => db.select().from(dataRequests).orderBy(dataRequests.id);
  /** Days pass: the clock moves and the admin logs in again (the session has expired). */
  async function moveTo(at: string) {
    clock.set(at);
    admin = await loginAs(t, testAdmin.email, testAdmin.password);
  }

  it('keeps everything on 31 December at 23:59 of the sixth year', async () => {
    await t.app.outbox.drain();
    for (const id of [...Object.values(due), ...Object.values(kept)]) {
      expect(await anonymisedAt(id)).toBeNull();
      expect((await view(id)).customer_id.name).toBe('Vanha Asiakas');
    }
    expect(await runs()).toEqual([]);
  });

  it('anonymises the jobs of 2026 on 1 January 2033 and records one run without user or subject', async () => {
    await moveTo('2033-01-01T00:00:00+02:00');
    await t.app.outbox.drain();
    for (const [what, id] of Object.entries(due)) {
      expect(await anonymisedAt(id), what).toEqual(clock.now());
      const order = await view(id);
      expect(order.customer_id).toEqual({
        name: 'Poistettu',
        phone: '',
        email: `poistettu-${id}@poistettu.invalid`,
      });
      expect(order.addresses).toEqual([
        {
          type: 'shipping',
          name: 'Poistettu',
          street_address: 'Poistettu',
          postal_code: '00100',
          city: 'Helsinki',
          message: null,
        },
      ]);
      expect(order.additional_info).toBe('');
      expect(order).toMatchObject({ total_price_after_discount: 123.45, status: 'confirmed' });
      expect(order.order_items).toEqual([
        expect.objectContaining({ name: 'Ikkunanpesu', price: 123.45, easoft_item_id: '700450' }),
      ]);
    }
    for (const [what, id] of Object.entries(kept)) {
      expect(await anonymisedAt(id), what).toBeNull();
      expect((await view(id)).customer_id.email, what).toBe('vanha@example.fi');
    }
    expect(await runs()).toEqual([
      expect.objectContaining({
        kind: 'retention',
        userId: null,
        subjectHash: null,
        orderCount: 4,
        created: clock.now(),
      }),
    ]);
  });

  it('runs once per Helsinki day, and touches an anonymised order never again', async () => {
    const first = clock.now();
    const late = (
      await insertPastOrder(db, { shippingDay: '2025-06-01', created: first.toISOString() })
    ).orderId;
    clock.set('2033-01-01T23:59:00+02:00');
    await t.app.outbox.drain();
    expect(await anonymisedAt(late)).toBeNull(); // this day's run is done
    clock.set('2033-01-02T00:00:00+02:00');
    await t.app.outbox.drain();
    expect(await anonymisedAt(late)).toEqual(clock.now());
    // The orders of the first run keep their first anonymisation.
    for (const id of Object.values(due)) expect(await anonymisedAt(id)).toEqual(first);
    clock.set('2033-01-03T00:00:00+02:00');
    await t.app.outbox.drain();
    expect((await runs()).map((r) => r.orderCount)).toEqual([4, 1]);
  });

  it('anonymises only its own order when a customer row is shared with a newer one', async () => {
    const old = await insertPastOrder(db, {
      shippingDay: '2024-05-05',
      created: '2024-05-01T10:00:00Z',
    });
    const newer = await insertPastOrder(
      db,
      { shippingDay: '2031-05-05', created: '2031-05-01T10:00:00Z' },
      old.customerId,
    );
    await moveTo('2033-01-04T00:00:00+02:00');
    await t.app.outbox.drain();
    expect((await view(old.orderId)).customer_id.name).toBe('Poistettu');
    expect((await view(newer.orderId)).customer_id).toEqual({
      name: 'Vanha Asiakas',
      phone: '040 111 2222',
      email: 'vanha@example.fi',
    });
    // The shared row stays the newer order's; the old order has a placeholder row of its own.
    const owners = await db
      .select({ id: orders.id, customerId: orders.customerId })
      .from(orders)
      .where(inArray(orders.id, [old.orderId, newer.orderId]))
      .orderBy(orders.id);
    expect(owners[1]!.customerId).toBe(old.customerId);
    expect(owners[0]!.customerId).not.toBe(old.customerId);
  });
});

describe('RETENTION_YEARS sets the period', () => {
  it('with 2 years, a job of 2026 is anonymised on 1.1.2029, not on 31.12.2028', async () => {
    const clock = createManualClock('2028-12-31T12:00:00+02:00');
    const { t } = await createAdminTestApp({ clock, env: { RETENTION_YEARS: '2' } });
    try {
      const { orderId } = await insertPastOrder(t.database.db, {
        shippingDay: '2026-06-30',
        created: '2026-06-01T10:00:00Z',
      });
      const at = async () =>
        (
          await t.database.db
            .select({ at: orders.anonymisedAt })
            .from(orders)
            .where(eq(orders.id, orderId))
        )[0]!.at;
      await t.app.outbox.drain();
      expect(await at()).toBeNull();
      clock.set('2029-01-01T00:00:00+02:00');
      await t.app.outbox.drain();
      expect(await at()).toEqual(clock.now());
    } finally {
      await t.close();
    }
  });
});
