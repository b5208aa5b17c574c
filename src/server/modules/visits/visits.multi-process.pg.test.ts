/**
 * The scheduler with two app processes on one PostgreSQL database (decision 053): both run
 * the planning chores in every round, several rounds at once, under the same fixed NOW, and
 * each reminder and each next-visit proposal is made and mailed once. (Two apps in one test
 * process, each with its own outbox worker and connections; PGlite has one connection, so
 * a race there proves nothing.)
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { proposalDay } from '#domain/order/next-visit.ts';
import { reminderDay } from '#domain/order/reminders.ts';
import { buildApp } from '#server/app.ts';
import { queryRows } from '#server/db/client.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { availableDates, orderPayload } from '#server/test-support/checkout.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { orderIdOf } from '#server/test-support/order-effects.ts';
import { parseReceived, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

const bill = { paymentType: 'BILL', invoice_channel: 'email' };

describe('two processes plan reminders and next visits: each mail once', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let t: TestApp;
  let b: FastifyInstance;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    requirePostgresUrl();
    smtp = await startSmtpServer();
    // One SECRET_KEY for both, as operations.md asks: either opens the other's sealed tokens.
    const env = { SMTP_URL: smtp.url, SECRET_KEY: 'k'.repeat(40) };
    t = await createTestApp({ clock, env });
    expect(t.database.kind).toBe('postgres');
    b = await buildApp(t.config, { database: t.database, clock });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
    await smtp?.close();
  });

  /** Every worker drains three times at once: six rounds of chores racing. */
  async function raceRounds() {
    const apps = [t.app, b];
    await Promise.all(apps.flatMap((app) => [1, 2, 3].map(() => app.outbox.drain())));
    // Whatever a racing round planned after another's delivery goes now.
    await Promise.all(apps.map((app) => app.outbox.drain()));
  }
  const mailsTo = async (email: string, subject: RegExp) =>
    (await parseReceived(smtp.received.filter((m) => m.to.includes(email)))).filter((m) =>
      subject.test(m.subject),
    );

  it('sends one reminder and one proposal, whichever process plans them', async () => {
    const minutes = 120;
    const offered = await availableDates(t.app, '00100', minutes);
    const dateIndex = offered.findIndex((d) => reminderDay(d.date) > '2026-11-24');
    const ids: number[] = [];
    for (const [email, recurring] of [
      ['once@example.fi', false],
      ['again@example.fi', true],
    ] as const) {
      const { body, slot } = await orderPayload(t.app, {
        dateIndex: dateIndex + ids.length,
        address: { ...bill, email, repeated_order: recurring, clean_interval: 3 },
      });
      const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(await orderIdOf(t.database.db, res.json<{ reference: string }>().reference));
      expect(reminderDay(slot.date) > '2026-11-23').toBe(true);
      clock.set(helsinkiInstant(reminderDay(slot.date), '07:00'));
      await raceRounds();
      expect(await mailsTo(email, /^Muistutus/), email).toHaveLength(1);
      clock.set(helsinkiInstant(slot.date, '06:00'));
      await raceRounds();
      expect(await mailsTo(email, /^Muistutus/), email).toHaveLength(1);
      clock.set(helsinkiInstant('2026-11-23', '08:00'));
      if (!recurring) continue;
      clock.set(helsinkiInstant(proposalDay(slot.date, 3), '07:00'));
      await raceRounds();
      await raceRounds();
      const proposals = await mailsTo(email, /^Seuraava ikkunanpesusi/);
      expect(proposals).toHaveLength(1);
      expect(proposals[0]!.text).toMatch(/\/tilaus\/[\w-]{43}/);
      const rows = await queryRows<{ count: number }>(
        t.database.db,
        `select count(*)::int as count from orders where proposal_of = ${ids.at(-1)!}`,
      );
      expect(rows[0]!.count).toBe(1);
    }
    const planned = await queryRows<{ count: number }>(
      t.database.db,
      `select count(*)::int as count from outbox where dedupe_key like 'reminder:%'`,
    );
    expect(planned[0]!.count).toBe(2);
  });
});
