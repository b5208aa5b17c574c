import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableDate } from '#contracts/calendar.ts';
import type { SavedPostalArea } from '#contracts/settings.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { listenApplicationName } from '#server/db/listen.ts';
import { calendars } from '#server/db/schema/index.ts';
import type { TestSession } from '#server/test-support/admin-session.ts';
import { availableDates, orderPayload } from '#server/test-support/checkout.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import {
  startTwoApps,
  twoAppsListening,
  untilListening,
  untilOtherFollows,
} from '#server/test-support/two-processes.ts';

// Decision 033: two app processes on one PostgreSQL (here two apps, each with its own
// caches and LISTEN connection, in one test process). What A changes, B stops offering
// long before its caches' 5-minute safety net would let it: B is asked again and again
// until it does. The 15 s bound is a liveness limit, not a stopwatch: on a loaded machine
// the notice may take longer than usual, and speed is not what this proves.
describe('two app processes on one database: the other process follows the change', () => {
  let t: TestApp;
  let session: TestSession;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, admin: session, b, close } = await startTwoApps());
  });
  afterAll(() => close?.());

  const isOffered = (list: AvailableDate[], slot: AvailableDate) =>
    list.some(
      (d) => d.date === slot.date && d.cleanerId === slot.cleanerId && d.starting === slot.starting,
    );

  async function bookThroughA(dateIndex: number) {
    const { body, slot, config, quantities } = await orderPayload(t.app, {
      dateIndex,
      address: { paymentType: 'BILL', streetAddress: `Aleksanterinkatu ${dateIndex + 1}` },
    });
    const minutes = quoteOrder(config, quantities).washingMinutes;
    // B has the time in its cache before A sells it.
    expect(isOffered(await availableDates(b, '00100', minutes), slot)).toBe(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return { slot, minutes };
  }

  it('an order taken by A', async () => {
    const { slot, minutes } = await bookThroughA(0);
    await untilOtherFollows(
      'offers the sold time',
      async () => !isOffered(await availableDates(b, '00100', minutes), slot),
    );
  });

  it('a block saved through A', async () => {
    const day = '2026-12-03';
    const offersDay = async () =>
      (await availableDates(b, '00100', 60)).some((d) => d.date === day);
    expect(await offersDay()).toBe(true);
    for (const { id } of await t.database.db.select({ id: calendars.id }).from(calendars)) {
      const res = await session.inject({
        method: 'POST',
        url: `/api/calendar/${id}`,
        payload: [
          {
            id: 'new-1',
            start_datetime: `${day}T08:00:00+02:00`,
            end_datetime: `${day}T15:59:00+02:00`,
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await untilOtherFollows('offers the blocked day', async () => !(await offersDay()));
  });

  it('a lost LISTEN connection crashes nothing; B follows meanwhile and listens again', async () => {
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${listenApplicationName}`,
    );
    const { slot, minutes } = await bookThroughA(1);
    await untilOtherFollows(
      'offers the sold time',
      async () => !isOffered(await availableDates(b, '00100', minutes), slot),
    );
    await untilListening(t.database.db, twoAppsListening);
    const next = await bookThroughA(2);
    await untilOtherFollows(
      'offers the sold time',
      async () => !isOffered(await availableDates(b, '00100', next.minutes), next.slot),
    );
  });

  it('a postal code taken out of its area through A', async () => {
    expect(await availableDates(b, '00100', 60)).not.toEqual([]);
    const areas = (await session.inject({ method: 'GET', url: '/api/settings/postalareas' })).json<
      SavedPostalArea[]
    >();
    const res = await session.inject({
      method: 'POST',
      url: '/api/settings/postalareas',
      payload: areas.map((a) => ({
        ...a,
        postalCodes: a.postalCodes.filter((c) => c !== '00100'),
      })),
    });
    expect(res.statusCode, res.body).toBe(200);
    await untilOtherFollows(
      'serves 00100',
      async () => (await availableDates(b, '00100', 60)).length === 0,
    );
  });
});
