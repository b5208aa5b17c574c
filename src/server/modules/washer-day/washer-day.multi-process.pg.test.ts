/**
 * The washer's day with two app processes on one PostgreSQL database (issue 23): a step the
 * washer reports through one process shows on the dispatch board that the other serves
 * within 2 s, and a job that could not be done shows as needing a new time there. (Two
 * apps in one test process, each with its own connections and caches.)
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispatchDay } from '#contracts/dispatch.ts';
import { buildApp } from '#server/app.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { createClock } from '#server/lib/clock.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { bookJob, washersWithCalendars } from '#server/test-support/booked-jobs.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { signInWasher, type WasherUser } from '#server/test-support/washer-users.ts';

const day = '2026-11-28';
const at = (time: string) => `${day}T${time}:00+02:00`;

describe("two processes: the washer's step on one is on the other's board", () => {
  let t: TestApp;
  let b: FastifyInstance;
  let admin: TestSession;
  let washer: WasherUser;
  let jobs: number[];

  beforeAll(async () => {
    requirePostgresUrl();
    const clock = createClock(new Date(at('07:30')));
    // One SECRET_KEY for both, as operations.md asks.
    ({ t, session: admin } = await createAdminTestApp({
      clock,
      env: { SECRET_KEY: 'k'.repeat(40) },
    }));
    expect(t.database.kind).toBe('postgres');
    b = await buildApp(t.config, { database: t.database, clock });
    await b.ready();
    const [first] = await washersWithCalendars(t.database.db);
    washer = await signInWasher(t, admin, first!.id, 'Mikko Pesijä');
    const book = (start: string, end: string) =>
      bookJob(t.database.db, { washerId: first!.id, start: at(start), end: at(end) });
    jobs = [(await book('08:00', '10:00')).id, (await book('11:00', '12:00')).id];
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  /** B's board: the job's status and progress. */
  async function onBoardOfB(orderId: number) {
    const res = await b.inject({
      method: 'GET',
      url: `/api/dispatch?date=${day}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const job = res
      .json<DispatchDay>()
      .washers.flatMap((w) => w.jobs)
      .find((j) => j.orderId === orderId);
    return { status: job?.status, progress: job?.progress };
  }

  /** Reports `body` through A and answers how long B took to show `expected`. */
  async function reportAndWait(orderId: number, body: object, expected: object) {
    const res = await washer.session.inject({
      method: 'POST',
      url: `/api/my/jobs/${orderId}/progress`,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const started = performance.now();
    for (;;) {
      const shown = await onBoardOfB(orderId);
      const elapsed = performance.now() - started;
      if (Object.entries(expected).every(([k, v]) => shown[k as keyof typeof shown] === v)) {
        return elapsed;
      }
      if (elapsed > 2000) throw new Error(`B still shows ${JSON.stringify(shown)} after 2 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('shows on the way, started and done within 2 s', async () => {
    const [job] = jobs;
    expect(await onBoardOfB(job!)).toEqual({ status: 'confirmed', progress: null });
    for (const step of ['on_the_way', 'started'] as const) {
      expect(await reportAndWait(job!, { step }, { progress: step })).toBeLessThan(2000);
    }
    const done = await reportAndWait(job!, { step: 'done' }, { progress: 'done', status: 'done' });
    expect(done).toBeLessThan(2000);
  });

  it('shows a job that could not be done as needing a new time within 2 s', async () => {
    const elapsed = await reportAndWait(
      jobs[1]!,
      { step: 'not_done', reason: 'no_access' },
      { progress: 'not_done', status: 'needs_new_time' },
    );
    expect(elapsed).toBeLessThan(2000);
  });
});
