import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { startEasoftServer } from '#server/test-support/easoft.ts';
import { startHangingServer } from '#server/test-support/hanging-server.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findOutboxMessages } from './outbox.repository';

// Decision 033: a process works only the topics it can deliver, and stopping gives the
// deliveries under way back untried instead of waiting for a hanging server.
describe('the outbox shared by processes', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let t: TestApp; // no ERP_URL
  let easoft: Awaited<ReturnType<typeof startEasoftServer>>;
  let hanging: Awaited<ReturnType<typeof startHangingServer>>;
  const others: FastifyInstance[] = [];
  beforeAll(async () => {
    easoft = await startEasoftServer();
    hanging = await startHangingServer();
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t.close();
    await easoft.close();
    await hanging.close();
  });

  /** Another process on the same database, with the ERP at `erpUrl`. */
  async function processWithErp(erpUrl: string) {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ERP_URL: erpUrl });
    const app = await buildApp(config, { database: t.database, clock });
    await app.ready();
    others.push(app);
    return app;
  }

  async function order(app: FastifyInstance, dateIndex: number) {
    const { body } = await orderPayload(app, {
      dateIndex,
      address: { paymentType: 'BILL', streetAddress: `Kauppakatu ${dateIndex + 1}` },
    });
    const res = await app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode, res.body).toBe(201);
  }
  const erpRows = () => findOutboxMessages(t.database.db, 'erp.order_export');

  it('a process without ERP_URL leaves the ERP exports alone; one with it sends them once', async () => {
    const withErp = await processWithErp(easoft.url);
    await order(withErp, 0); // queues the confirmation mail and the export
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, failed: 0 }); // the mail only
    const [row] = await erpRows();
    expect(row).toMatchObject({ attempts: 0, sentAt: null, lockedUntil: null, lastError: null });
    expect(easoft.received).toHaveLength(0);

    expect(await withErp.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(easoft.received).toHaveLength(1);
    expect((await erpRows())[0]!.sentAt).not.toBeNull();
  });

  it('stopping aborts a delivery hanging on the ERP and gives its message back untried', async () => {
    const stuck = await processWithErp(hanging.url);
    await order(stuck, 1);
    await t.app.outbox.drain(); // the mail
    const draining = stuck.outbox.drain();
    while (hanging.requests() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await stuck.outbox.stop(); // returns although the ERP never answers
    expect(await draining).toEqual({ sent: 0, failed: 0 });
    const row = (await erpRows()).at(-1)!;
    expect(row).toMatchObject({ attempts: 0, sentAt: null, lockedUntil: null, lastError: null });

    // Due at once for a process that can deliver it.
    const working = await processWithErp(easoft.url);
    expect(await working.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(easoft.received).toHaveLength(2);
  });
});
