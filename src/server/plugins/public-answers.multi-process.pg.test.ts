import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterApi } from '#contracts/counter.ts';
import { listenApplicationName } from '#server/db/listen.ts';
import { counterConfigs } from '#server/db/schema/index.ts';
import type { TestSession } from '#server/test-support/admin-session.ts';
import {
  createNotification,
  notificationForm,
  saveNotification,
} from '#server/test-support/notifications.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import {
  startTwoApps,
  twoAppsListening,
  untilListening,
  untilOtherFollows,
} from '#server/test-support/two-processes.ts';

// Decision 043: two app processes on one PostgreSQL (here two apps, each with its own
// cache and LISTEN connections, in one test process). B keeps its answers in memory, and
// serves what A's back office saved: B is asked again and again until it does. The 15 s
// bound is a liveness limit, not a stopwatch.
describe('two app processes on one database: cached public answers follow the other process', () => {
  let t: TestApp;
  let admin: TestSession;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, admin, b, close } = await startTwoApps());
  });
  afterAll(() => close?.());

  const counterOf = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/api/counter/9999' });
    expect(res.statusCode, res.body).toBe(200);
    return { counter: res.json<CounterApi>(), etag: res.headers.etag };
  };
  const bannersOfB = async () =>
    (
      (await b.inject({ method: 'GET', url: '/api/notification' })).json() as { message: string }[]
    ).map((n) => n.message);

  async function savePriceThroughA(basePrice: number) {
    const { translate: _translate, ...saved } = (await counterOf(t.app)).counter;
    const res = await admin.inject({
      method: 'PUT',
      url: '/api/counter/1',
      payload: { ...saved, base_price: basePrice },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('B keeps its answer in memory until a NOTIFY public_answers_changed', async () => {
    const before = (await counterOf(b)).counter;
    // Plain SQL sends no NOTIFY: B goes on answering what it keeps.
    await t.database.db
      .update(counterConfigs)
      .set({ minimumPriceCents: sql`minimum_price_cents + 100` });
    expect((await counterOf(b)).counter.minimum_price).toBe(before.minimum_price);
    await t.database.db.execute(sql`select pg_notify('public_answers_changed', 'test')`);
    await untilOtherFollows(
      'answers the old minimum price',
      async () => (await counterOf(b)).counter.minimum_price === before.minimum_price + 1,
    );
  });

  it('a price saved through A', async () => {
    const before = await counterOf(b);
    await savePriceThroughA(before.counter.base_price + 1);
    await untilOtherFollows(
      'answers the old price',
      async () => (await counterOf(b)).counter.base_price === before.counter.base_price + 1,
    );
    // The same bytes in both processes: the same ETag.
    expect((await counterOf(b)).etag).toBe((await counterOf(t.app)).etag);
  });

  it('a notification created, updated and deleted through A', async () => {
    const shown = {
      ...notificationForm,
      start_showing: '2026-11-23T07:00:00+02:00',
      stop_showing: '2026-11-24T00:00:00+02:00',
    };
    const others = await bannersOfB();
    const id = await createNotification(admin, { ...shown, message: 'A:n tiedote' });
    await untilOtherFollows('misses the new notification', async () =>
      (await bannersOfB()).includes('A:n tiedote'),
    );
    const put = await saveNotification(admin, id, { ...shown, message: 'A muutti' });
    expect(put.statusCode, put.body).toBe(200);
    await untilOtherFollows('shows the old text', async () =>
      (await bannersOfB()).includes('A muutti'),
    );
    const removed = await admin.inject({ method: 'DELETE', url: `/api/notification/${id}` });
    expect(removed.statusCode).toBe(204);
    await untilOtherFollows(
      'shows the deleted notification',
      async () => JSON.stringify(await bannersOfB()) === JSON.stringify(others),
    );
  });

  it('a lost LISTEN connection crashes nothing; B follows meanwhile and listens again', async () => {
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${listenApplicationName}`,
    );
    const before = (await counterOf(b)).counter.base_price;
    await savePriceThroughA(before + 1);
    await untilOtherFollows(
      'answers the old price',
      async () => (await counterOf(b)).counter.base_price === before + 1,
    );
    await untilListening(t.database.db, twoAppsListening);
    await savePriceThroughA(before + 2);
    await untilOtherFollows(
      'answers the old price',
      async () => (await counterOf(b)).counter.base_price === before + 2,
    );
  });
});
