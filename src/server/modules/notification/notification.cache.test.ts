import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import {
  createNotification,
  notificationForm as valid,
  saveNotification,
} from '#server/test-support/notifications.ts';
import {
  conditionalGet,
  expectCachedAnswer,
  expectNotModified,
} from '#server/test-support/public-answers.ts';
import {
  notifyPublicAnswersAndHear,
  untilPublicAnswersHeard,
  type TestApp,
} from '#server/test-support/test-app.ts';

const now = '2026-11-23T08:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(now) + ms);
const minute = 60_000;
/** The answer is in the visitor's language (decision 071): shared caches keep one per language. */
const vary = 'accept-encoding, accept-language';

// Decision 043: the customers' banners from memory, until a change or the next start or stop.
describe('GET /api/notification from memory', () => {
  const clock = createManualClock(now);
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ clock, seedDemo: false }));
    await untilPublicAnswersHeard(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(now);
    await t.database.db.delete(notifications);
    await notifyPublicAnswersAndHear(t);
  });

  const get = (ifNoneMatch?: string) =>
    conditionalGet(t.app, '/api/notification', ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {});
  const messages = async () => {
    const res = await get();
    expectCachedAnswer(res, 'no-cache', vary);
    return (res.json() as { message: string }[]).map((n) => n.message);
  };
  const window = (message: string, startMs: number, stopMs: number) => ({
    ...valid,
    message,
    start_showing: at(startMs).toISOString(),
    stop_showing: at(stopMs).toISOString(),
  });

  it('answers bytes with a strong ETag; 304 to If-None-Match naming it, 200 to another', async () => {
    await createNotification(admin, window('nyt', -minute, minute));
    const first = await get();
    expectCachedAnswer(first, 'no-cache', vary);
    const etag = first.headers.etag as string;
    expect((await get()).rawPayload.equals(first.rawPayload)).toBe(true);
    for (const header of [etag, `W/${etag}`, `"x", ${etag}`]) {
      expectNotModified(await get(header), etag, 'no-cache', vary);
    }
    const stale = await get('"stale"');
    expectCachedAnswer(stale, 'no-cache', vary);
    expect(stale.body).toBe(first.body);
  });

  it('answers each create, update and delete of the back office at once, with a new ETag', async () => {
    const etags = [(await get()).headers.etag];
    const id = await createNotification(admin, window('uusi', -minute, 60 * minute));
    expect(await messages()).toEqual(['uusi']);
    etags.push((await get(etags[0] as string)).headers.etag);
    const put = await saveNotification(admin, id, window('muutettu', -minute, 60 * minute));
    expect(put.statusCode, put.body).toBe(200);
    expect(await messages()).toEqual(['muutettu']);
    etags.push((await get(etags[1] as string)).headers.etag);
    const removed = await admin.inject({ method: 'DELETE', url: `/api/notification/${id}` });
    expect(removed.statusCode).toBe(204);
    expect(await messages()).toEqual([]);
    etags.push((await get(etags[2] as string)).headers.etag);
    expect(etags[3]).toBe(etags[0]);
    expect(new Set(etags).size).toBe(3);
  });

  it('follows the clock: the answer changes exactly at each start and stop of showing', async () => {
    await createNotification(admin, window('ensin', -60 * minute, 30 * minute));
    await createNotification(admin, window('sitten', 60 * minute, 120 * minute));
    const steps: [number, string[]][] = [
      [0, ['ensin']],
      [30 * minute - 1, ['ensin']],
      [30 * minute, []],
      [60 * minute - 1, []],
      [60 * minute, ['sitten']],
      [120 * minute - 1, ['sitten']],
      [120 * minute, []],
    ];
    for (const [ms, expected] of steps) {
      clock.set(at(ms));
      expect(await messages(), at(ms).toISOString()).toEqual(expected);
    }
  });

  // Embedded database only, for now: on PostgreSQL, under a loaded test run, the kept list
  // was seen dropped early (a lost LISTEN heartbeat drops everything, by design), so the
  // change made behind the app showed before its instant. Following changes across
  // processes on PostgreSQL is proven by public-answers.multi-process.pg.test.ts.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'is kept until the next start or stop, not longer: rows changed behind the app show then',
    async () => {
      // Instants within the safety net's 60 s: only the start or stop can end the kept answer.
      const second = 1000;
      await createNotification(admin, window('ensin', -minute, 20 * second));
      await createNotification(admin, window('myöhemmin', 40 * second, 60 * minute));
      await notifyPublicAnswersAndHear(t); // the creates' own notices are behind us
      expect(await messages()).toEqual(['ensin']);
      // Plain SQL sends no NOTIFY.
      const { db } = t.database;
      await db.insert(notifications).values({
        type: 'INFO',
        message: 'ohi sovelluksen',
        startShowing: at(-minute),
        stopShowing: at(60 * minute),
      });
      clock.set(at(10 * second));
      expect(await messages()).toEqual(['ensin']);
      clock.set(at(20 * second));
      expect(await messages()).toEqual(['ohi sovelluksen']);
      await db
        .update(notifications)
        .set({ message: 'muutettu' })
        .where(eq(notifications.message, 'ohi sovelluksen'));
      clock.set(at(40 * second - 1));
      expect(await messages()).toEqual(['ohi sovelluksen']);
      clock.set(at(40 * second));
      expect(await messages()).toEqual(['muutettu', 'myöhemmin']);
    },
  );
});
