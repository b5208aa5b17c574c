import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts, orders } from '#server/db/schema/index.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { availableDates, orderPayload } from '#server/test-support/checkout.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Races between the back office and customers on real PostgreSQL (PGlite has one connection).
describe('discount edits racing orders on PostgreSQL', () => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    requirePostgresUrl();
    ({ t, session } = await createAdminTestApp());
    expect(t.database.kind).toBe('postgres');
  });
  afterAll(() => t.close());

  const form = {
    code: 'KILPA',
    type: 'percent',
    discount: 10,
    limit: null,
    active: true,
    from: '2026-11-01',
    to: '2027-03-31',
  };
  let client = 0;
  const remoteAddress = () => `10.1.${Math.floor(++client / 250)}.${client % 250}`;

  it('edits made while orders use the code never lose or reset a use', async () => {
    const created = await session.inject({ method: 'POST', url: '/api/discount', payload: form });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const first = await orderPayload(t.app);
    const dates = await availableDates(t.app, '00100', first.quote({}).washingMinutes);
    const bodies = dates.slice(0, 12).map((slot, i) => ({
      ...first.body,
      shippingDay: slot.date,
      cleanerId: slot.cleanerId,
      starting: slot.starting,
      discountCode: 'kilpa',
      address: { ...first.body.address, email: `kilpa${i}@example.fi` },
    }));
    const orderCalls = bodies.map((payload) =>
      t.app.inject({ method: 'POST', url: '/api/order', payload, remoteAddress: remoteAddress() }),
    );
    const editCalls = Array.from({ length: 6 }, (_, i) =>
      session.inject({
        method: 'PUT',
        url: `/api/discount/${id}`,
        payload: { ...form, discount: 10 + i, applied: 0 },
      }),
    );
    const [orderResults, editResults] = await Promise.all([
      Promise.all(orderCalls),
      Promise.all(editCalls),
    ]);
    expect(editResults.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const placed = orderResults.filter((r) => r.statusCode === 201).length;
    expect(placed).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(discounts).where(eq(discounts.id, id));
    const [used] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.discountId, id));
    expect(row!.applied).toBe(used!.n);
    expect(row!.applied).toBe(placed);
  });

  it('two admins creating the same code at once: one 201, one 400 naming code', async () => {
    const results = await Promise.all(
      ['SAMA1', 'sama1'].map((code) =>
        session.inject({ method: 'POST', url: '/api/discount', payload: { ...form, code } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json()).toMatchObject({ fields: { code: 'Koodi on jo käytössä' } });
  });
});
