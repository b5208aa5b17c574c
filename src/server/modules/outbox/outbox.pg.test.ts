import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { startEasoftServer } from '#server/test-support/easoft.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

// The outbox is worked once across processes (FOR UPDATE SKIP LOCKED and the claim):
// two apps draining the same table at the same time deliver each message once.
describe('two processes draining one outbox on PostgreSQL', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let easoft: Awaited<ReturnType<typeof startEasoftServer>>;
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    requirePostgresUrl();
    easoft = await startEasoftServer();
    t = await createTestApp({ clock, env: { ERP_URL: easoft.url } });
    other = await buildApp(t.config, { database: t.database, clock });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await easoft?.close();
  });

  it('delivers each message once', async () => {
    const count = 12;
    for (let i = 0; i < count; i++) {
      const { body } = await orderPayload(t.app, {
        dateIndex: i,
        address: { paymentType: 'BILL', streetAddress: `Satamakatu ${i + 1}` },
      });
      const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [a, b] = await Promise.all([t.app.outbox.drain(), other.outbox.drain()]);
    expect(a.failed + b.failed).toBe(0);
    expect(a.sent + b.sent).toBe(2 * count); // a mail and an export per order
    const references = easoft.received.map((r) => r.body.reference);
    expect(references).toHaveLength(count);
    expect(new Set(references).size).toBe(count);
  });
});
