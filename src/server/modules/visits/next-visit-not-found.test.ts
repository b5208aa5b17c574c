/**
 * A next visit with no time to propose (decision 053): the washer no longer serves the
 * address. Nothing is proposed or mailed, the earlier order's history tells the office, and
 * later rounds do not try again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { proposalDay } from '#domain/order/next-visit.ts';
import { queryRows } from '#server/db/client.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';

describe('a next visit with no free time', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  it('is not proposed; the history says so once', async () => {
    const order = await o.place({
      address: { ...bill, email: 'nowasher@example.fi', repeated_order: true, clean_interval: 6 },
    });
    await o.newMails();
    await queryRows(
      o.t.database.db,
      `delete from washer_postal_areas where washer_id = ${order.slot.cleanerId}`,
    );
    const day = proposalDay(order.slot.date, 6);
    for (const time of ['06:00', '12:00', '23:00']) {
      await o.advance(helsinkiInstant(day, time).getTime() - o.clock.now().getTime());
      const mails = (await o.newMails()).filter((m) => m.to.includes('nowasher@example.fi'));
      expect(mails).toEqual([]);
    }
    const [count] = await queryRows<{ n: number }>(
      o.t.database.db,
      `select count(*)::int as n from orders where proposal_of = ${order.id}`,
    );
    expect(count!.n).toBe(0);
    const notFound = (await o.history(order.id)).filter((e) => e.action === 'next_visit_not_found');
    expect(notFound).toHaveLength(1);
    expect(notFound[0]!.changes).toEqual({ reason: 'no_free_time' });
  });
});
