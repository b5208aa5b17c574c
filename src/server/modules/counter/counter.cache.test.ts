import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterApi } from '#contracts/counter.ts';
import { counterConfigs } from '#server/db/schema/index.ts';
import { seedDemo } from '#server/db/seed.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { untilPublicAnswersHeard } from '#server/test-support/test-app.ts';
import { untilOtherFollows } from '#server/test-support/two-processes.ts';
import {
  conditionalGet,
  decodedBody,
  expectCachedAnswer,
  expectNotModified,
  expectUncachedError,
} from '#server/test-support/public-answers.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

// Decision 043: the calculator's prices from memory, with a strong ETag, dropped by a save.
describe('GET /api/counter/:counterId from memory', () => {
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp());
    await untilPublicAnswersHeard(t.app);
  });
  afterAll(() => t.close());

  const get = (headers: Parameters<typeof conditionalGet>[2] = {}, id = '9999') =>
    conditionalGet(t.app, `/api/counter/${id}`, headers);

  it('answers the same bytes and strong ETag every time, for every known id', async () => {
    const first = await get();
    expectCachedAnswer(first, 'no-cache');
    const { etag } = first.headers;
    for (const id of ['9999', '8888', '1']) {
      const again = await get({}, id);
      expectCachedAnswer(again, 'no-cache');
      expect(again.headers.etag).toBe(etag);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('answers 304 without a body to If-None-Match naming the ETag, in any of its forms', async () => {
    const etag = (await get()).headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, `W/"x",W/${etag}`, '*']) {
      expectNotModified(await get({ 'if-none-match': header }), etag, 'no-cache');
    }
    const head = await conditionalGet(
      t.app,
      '/api/counter/9999',
      { 'if-none-match': etag },
      'HEAD',
    );
    expectNotModified(head, etag, 'no-cache');
  });

  it('answers 200 with the body to an If-None-Match naming another ETag', async () => {
    const current = await get();
    for (const header of [
      '"stale"',
      'W/"stale"',
      `"x${(current.headers.etag as string).slice(1)}`,
    ]) {
      const res = await get({ 'if-none-match': header });
      expectCachedAnswer(res, 'no-cache');
      expect(res.rawPayload.equals(current.rawPayload)).toBe(true);
    }
  });

  it('sends the stored brotli or gzip form the client accepts, each with its own ETag', async () => {
    const plain = await get();
    const etags = new Set([plain.headers.etag]);
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['deflate', undefined],
    ] as const) {
      const res = await get({ 'accept-encoding': accept });
      expectCachedAnswer(res, 'no-cache');
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(decodedBody(res).equals(plain.rawPayload)).toBe(true);
      etags.add(res.headers.etag);
      const etag = res.headers.etag as string;
      expectNotModified(
        await get({ 'accept-encoding': accept, 'if-none-match': etag }),
        etag,
        'no-cache',
      );
    }
    // identity, br, gzip (deflate is answered as it is).
    expect(etags.size).toBe(3);
  });

  it('answers a back-office save at once, with a new ETag; the old one gets the body', async () => {
    const before = await get();
    const { translate: _translate, ...saved } = before.json<CounterApi>();
    const put = await admin.inject({
      method: 'PUT',
      url: '/api/counter/1',
      payload: { ...saved, base_price: saved.base_price + 1 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await get({ 'if-none-match': before.headers.etag as string });
    expectCachedAnswer(after, 'no-cache');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<CounterApi>().base_price).toBe(saved.base_price + 1);
    expect(after.json()).toEqual(put.json());
  });

  it('is kept in memory: a change made behind the app (SQL, no NOTIFY) shows at a NOTIFY', async () => {
    const before = (await get()).json<CounterApi>();
    const { db } = t.database;
    await db.update(counterConfigs).set({ minimumPriceCents: sql`minimum_price_cents + 100` });
    expect((await get()).json<CounterApi>().minimum_price).toBe(before.minimum_price);
    await db.execute(sql`select pg_notify('public_answers_changed', 'test')`);
    // On PostgreSQL the notice comes through the LISTEN connection a moment later.
    await untilOtherFollows(
      'serves the old price',
      async () => (await get()).json<CounterApi>().minimum_price === before.minimum_price + 1,
    );
  });

  it('keeps no error: 400 and 404 carry no ETag and are no-store', async () => {
    for (const [id, status] of [
      ['abc', 400],
      ['2', 404],
    ] as const) {
      expectUncachedError(await get({ 'if-none-match': '*' }, id), status);
    }
  });
});

describe('GET /api/counter/:counterId before a configuration is stored', () => {
  it('answers 404 until one is, then the configuration: the error was not kept', async () => {
    const now = new Date('2026-11-23T08:00:00+02:00');
    const t = await createTestApp({ empty: true, now: now.toISOString() });
    try {
      expectUncachedError(await conditionalGet(t.app, '/api/counter/9999'), 404);
      expectUncachedError(await conditionalGet(t.app, '/api/counter/9999'), 404);
      await seedDemo(t.database.db, now);
      expectCachedAnswer(await conditionalGet(t.app, '/api/counter/9999'), 'no-cache');
    } finally {
      await t.close();
    }
  });
});
