/**
 * Two members of staff move two jobs to the same free time at once (decision 045): one
 * move wins, the other answers 409 SLOT_TAKEN and keeps its old time. On PostgreSQL
 * (PGlite has one connection, so a race there proves nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { queryRows } from '#server/db/client.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { orderIdOf } from '#server/test-support/order-effects.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

describe('concurrent moves on PostgreSQL', () => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    requirePostgresUrl();
    ({ t, session } = await createAdminTestApp());
    expect(t.database.kind).toBe('postgres');
  });
  afterAll(() => t.close());

  async function place(dateIndex: number) {
    const { body } = await orderPayload(t.app, {
      dateIndex,
      address: { paymentType: 'BILL', invoice_channel: 'email' },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode).toBe(201);
    return orderIdOf(t.database.db, res.json<{ reference: string }>().reference);
  }

  it('lets one of two moves to the same free time win, 10 times over', async () => {
    const [washer] = await queryRows<{ id: number }>(
      t.database.db,
      'select min(id) as id from washers',
    );
    for (let round = 0; round < 10; round += 1) {
      const ids = [await place(0), await place(1)];
      const before = await Promise.all(
        ids.map(async (id) =>
          (await session.inject({ method: 'GET', url: `/api/order/${id}` })).json<StoredOrder>(),
        ),
      );
      const start = helsinkiInstant(`2027-04-${String(round + 10).padStart(2, '0')}`, '10:00');
      const body = { cleanerId: washer!.id, start: start.toISOString(), notifyCustomer: false };
      const results = await Promise.all(
        ids.map((id) =>
          session.inject({ method: 'POST', url: `/api/order/${id}/reschedule`, payload: body }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = results.findIndex((r) => r.statusCode === 409);
      expect(results[loser]!.json()).toMatchObject({ error: 'SLOT_TAKEN' });
      const kept = await session.inject({ method: 'GET', url: `/api/order/${ids[loser]}` });
      expect(kept.json<StoredOrder>().shipping_day).toBe(before[loser]!.shipping_day);
      const [held] = await queryRows<{ n: number }>(
        t.database.db,
        `select count(*)::int as n from washer_reservations where order_id in (${ids.join(',')})`,
      );
      expect(held!.n).toBe(2);
    }
  });
});
