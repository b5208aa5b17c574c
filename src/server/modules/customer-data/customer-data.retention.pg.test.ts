import { count, isNotNull, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { customers, dataRequests, orders } from '#server/db/schema/index.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { insertPastOrder } from '#server/test-support/past-orders.ts';

// Decision 038: the retention job runs in every process (an outbox chore); two processes
// running it at the same moment take different orders (SKIP LOCKED) and anonymise each
// order once. PGlite has one connection, so only PostgreSQL can race.
describe('the retention job in two processes at once, on PostgreSQL', () => {
  const clock = createManualClock('2033-01-01T06:00:00+02:00');
  const due = 60;
  let t: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    requirePostgresUrl();
    t = await createTestApp({ clock });
    expect(t.database.kind).toBe('postgres');
    b = await buildApp(t.config, { database: t.database, clock });
    await b.ready();
    for (let i = 0; i < due; i += 1) {
      await insertPastOrder(t.database.db, {
        shippingDay: '2026-06-01',
        created: '2026-05-01T10:00:00Z',
      });
    }
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it(`anonymises each of ${due} orders once, and the runs' records add up to ${due}`, async () => {
    await Promise.all([t.app.outbox.drain(), b.outbox.drain(), t.app.outbox.drain()]);
    const { db } = t.database;
    const [done] = await db
      .select({ n: count() })
      .from(orders)
      .where(isNotNull(orders.anonymisedAt));
    expect(done!.n).toBe(due);
    const [recorded] = await db.select({ n: sum(dataRequests.orderCount) }).from(dataRequests);
    expect(Number(recorded!.n)).toBe(due);
    // One placeholder row per order and none of the old ones.
    const rows = await db.select({ email: customers.email }).from(customers);
    expect(rows).toHaveLength(due);
    expect(new Set(rows.map((r) => r.email)).size).toBe(due);
    expect(rows.every((r) => r.email.endsWith('@poistettu.invalid'))).toBe(true);
  });
});
