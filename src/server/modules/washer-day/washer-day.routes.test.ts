/**
 * The washer's day (issue 23, decision 058) on a real database: a washer reads only their
 * own jobs from 7 days back, reports on the way, started, done and could not be done, each
 * in the order's history with the washer as actor; the refusals of each; the on-the-way
 * mail in the order's language; staff's mark-done waits for the job's day too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myJobSchema, type MyJob } from '#contracts/washer-day.ts';
import { accountingIds } from '#domain/counter/counter-config.ts';
import { queryRows } from '#server/db/client.ts';
import { orderItems, orderMoney, payments } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { registerUser } from '#server/test-support/auth-requests.ts';
import { loginAs } from '#server/test-support/admin-session.ts';
import { bookJob, washersWithCalendars } from '#server/test-support/booked-jobs.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { parseReceived, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { signInWasher, type WasherUser } from '#server/test-support/washer-users.ts';

// Clock: Saturday 28 November 2026, 07:30 Helsinki. Seven days back is Saturday 21 November.
const today = '2026-11-28';
const at = (date: string, time: string) => `${date}T${time}:00+02:00`;

describe("the washer's day: GET my/jobs, POST my/jobs/:orderId/progress", () => {
  const clock = createManualClock(at(today, '07:30'));
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: TestSession;
  let mikko: WasherUser;
  let other: WasherUser;
  let office: TestSession;
  let washerId: number;
  let otherWasherId: number;
  let job: Record<
    | 'afternoon'
    | 'morning'
    | 'english'
    | 'december'
    | 'online'
    | 'sevenBack'
    | 'eightBack'
    | 'cancelled'
    | 'othersJob',
    number
  >;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, session: admin } = await createAdminTestApp({
      clock,
      env: { SMTP_URL: smtp.url },
    }));
    const { db } = t.database;
    const [first, second] = await washersWithCalendars(db);
    washerId = first!.id;
    otherWasherId = second!.id;
    mikko = await signInWasher(t, admin, washerId, 'Mikko Pesijä');
    other = await signInWasher(t, admin, otherWasherId, 'Olli Toinen');
    await registerUser(admin, {
      name: 'Toimisto',
      email: 'toimisto@example.fi',
      password: 'toimiston-salasana',
      role: 'office',
    });
    office = await loginAs(t, 'toimisto@example.fi', 'toimiston-salasana');
    const book = (date: string, start: string, end: string, extra: object = {}) =>
      bookJob(db, { washerId, start: at(date, start), end: at(date, end), ...extra });
    // Booked out of order: the answer sorts by start.
    const afternoon = await book(today, '13:00', '15:00', {
      paymentType: 'online',
      message: null,
    });
    const morning = await book(today, '08:00', '10:00', {
      name: 'Aamuinen Asiakas',
      phone: '+358409876543',
      street: 'Aleksanterinkatu 5',
      message: 'Ovikoodi A123',
      noteForWasher: 'Avain vartijalta, porttikoodi 4455',
    });
    const english = await book(today, '10:30', '11:30', {
      language: 'en',
      email: 'english@example.fi',
    });
    const december = await book('2026-12-01', '08:00', '09:00');
    const online = await book('2026-12-02', '08:00', '09:00', {
      paymentType: 'online',
      status: 'awaiting_payment',
    });
    const sevenBack = await book('2026-11-21', '08:00', '09:00', { status: 'done' });
    const eightBack = await book('2026-11-20', '08:00', '09:00', { status: 'done' });
    const cancelled = await book(today, '16:00', '17:00', { status: 'cancelled' });
    const othersJob = await bookJob(db, {
      washerId: otherWasherId,
      start: at(today, '08:00'),
      end: at(today, '09:00'),
    });
    job = {
      afternoon: afternoon.id,
      morning: morning.id,
      english: english.id,
      december: december.id,
      online: online.id,
      sevenBack: sevenBack.id,
      eightBack: eightBack.id,
      cancelled: cancelled.id,
      othersJob: othersJob.id,
    };
    // The afternoon's job and the job done seven days back were paid online (issue 24:
    // the order's money is its order_money rows).
    const paid = await db
      .insert(payments)
      .values(
        [afternoon.id, sevenBack.id].map((orderId) => ({
          orderId,
          stamp: `stamp-${orderId}`,
          amountCents: 10_000,
          status: 'ok' as const,
          paidAt: new Date(at('2026-11-14', '12:00')),
        })),
      )
      .returning();
    await db.insert(orderMoney).values(
      paid.map((p) => ({
        orderId: p.orderId,
        kind: 'payment' as const,
        amountCents: p.amountCents,
        onDay: '2026-11-14',
        method: 'online' as const,
        paytrailPaymentId: p.id,
      })),
    );
    const line = (name: string, amount: number, easoftItemId: string, sort: number) => ({
      orderId: morning.id,
      name,
      amount,
      priceCents: 1000,
      discountPriceCents: 1000,
      easoftItemId,
      sort,
    });
    await db
      .insert(orderItems)
      .values([
        line('Aloitusmaksu', 1, accountingIds.base, 0),
        line('Ikkuna, 2-puitteinen', 4, '700101', 1),
        line('Paperilaskun lisä', 1, accountingIds.chargingFee, 2),
      ]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const myJobs = (s: TestSession, from: string, to: string) =>
    s.inject({ method: 'GET', url: `/api/my/jobs?from=${from}&to=${to}` });
  const report = (s: TestSession, orderId: number, payload: object) =>
    s.inject({ method: 'POST', url: `/api/my/jobs/${orderId}/progress`, payload });
  const jobsOf = async (s: TestSession, from: string, to: string) => {
    const res = await myJobs(s, from, to);
    expect(res.statusCode).toBe(200);
    return res.json<MyJob[]>().map((j) => myJobSchema.parse(j));
  };
  const history = async (orderId: number) => {
    const res = await admin.inject({ method: 'GET', url: `/api/order/${orderId}/history` });
    expect(res.statusCode).toBe(200);
    return res.json<
      { action: string; actor: { id: number; name: string } | null; changes: object }[]
    >();
  };
  const orderRow = async (orderId: number) =>
    (
      await queryRows<{
        status: string;
        progress: string | null;
        progress_at: unknown;
        done_at: unknown;
      }>(
        t.database.db,
        `select status, progress, progress_at, done_at from orders where id = ${orderId}`,
      )
    )[0]!;

  it("answers the washer's own jobs by start, with the office's note, what to wash and how it is paid", async () => {
    const jobs = await jobsOf(mikko.session, '2026-11-21', '2026-12-05');
    expect(jobs.map((j) => j.orderId)).toEqual([
      job.sevenBack,
      job.morning,
      job.english,
      job.afternoon,
      job.december,
      job.online,
    ]);
    const morning = jobs.find((j) => j.orderId === job.morning)!;
    expect(morning).toEqual({
      orderId: job.morning,
      reference: expect.any(String),
      orderNumber: expect.stringMatching(/^K-\d{4}-\d{6}$/),
      start: '2026-11-28T08:00:00+02:00',
      end: '2026-11-28T10:00:00+02:00',
      status: 'confirmed',
      progress: null,
      address: {
        street: 'Aleksanterinkatu 5',
        postalCode: '00100',
        city: 'Helsinki',
        message: 'Ovikoodi A123',
      },
      customer: { name: 'Aamuinen Asiakas', phone: '+358409876543' },
      // The washed lines only: not the start fee nor the fees.
      items: [{ name: 'Ikkuna, 2-puitteinen', amount: 4 }],
      noteForWasher: 'Avain vartijalta, porttikoodi 4455',
      payment: 'invoice',
    });
    const paymentOf = (id: number) => jobs.find((j) => j.orderId === id)!.payment;
    expect(paymentOf(job.afternoon)).toBe('paid');
    expect(paymentOf(job.sevenBack)).toBe('paid');
    expect(paymentOf(job.online)).toBe('unpaid');
    expect(jobs.find((j) => j.orderId === job.afternoon)).toMatchObject({
      address: { message: null },
      noteForWasher: null,
      items: [],
    });
  });

  it('never sends jobs beyond 7 days back, cancelled ones or other washers’ jobs', async () => {
    const all = (await jobsOf(mikko.session, '2026-11-21', '2026-12-21')).map((j) => j.orderId);
    expect(all).not.toContain(job.eightBack);
    expect(all).not.toContain(job.cancelled);
    expect(all).not.toContain(job.othersJob);
    const others = (await jobsOf(other.session, today, today)).map((j) => j.orderId);
    expect(others).toEqual([job.othersJob]);
  });

  it.each([
    ['from=2026-11-20&to=2026-11-28', 'from'],
    ['from=2026-11-28&to=2026-11-27', 'to'],
    ['from=2026-11-28&to=2026-12-30', 'to'],
    ['from=2026-11-28', 'to'],
    ['to=2026-11-28', 'from'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=today&to=2026-11-28', 'from'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const res = await mikko.session.inject({ method: 'GET', url: `/api/my/jobs?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual([field]);
  });

  it('reads 31 days at most, from 7 days back', async () => {
    expect((await myJobs(mikko.session, '2026-11-21', '2026-12-22')).statusCode).toBe(200);
    expect((await myJobs(mikko.session, '2026-11-21', '2026-12-23')).statusCode).toBe(400);
  });

  it('is for washers only: admin and office get 403, no session 401', async () => {
    for (const s of [admin, office]) {
      expect((await myJobs(s, today, today)).statusCode).toBe(403);
      const res = await report(s, job.morning, { step: 'on_the_way' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN' });
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/my/jobs?from=${today}&to=${today}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await orderRow(job.morning)).progress).toBeNull();
  });

  it("answers 404 to another washer's job, an unknown one and one beyond 7 days back, changing nothing", async () => {
    for (const id of [job.othersJob, 999999, job.eightBack]) {
      const res = await report(mikko.session, id, { step: 'on_the_way' });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    expect((await orderRow(job.othersJob)).progress).toBeNull();
    expect(await history(job.othersJob)).toEqual([]);
  });

  it('reports on the way (mailing the customer in the order’s language), started and done, each in the history with the washer', async () => {
    const onTheWay = await report(mikko.session, job.english, {
      step: 'on_the_way',
      notifyCustomer: true,
    });
    expect(onTheWay.statusCode).toBe(200);
    expect(myJobSchema.parse(onTheWay.json())).toMatchObject({
      orderId: job.english,
      progress: 'on_the_way',
      status: 'confirmed',
    });
    const [queued] = await queryRows<{ payload: object }>(
      t.database.db,
      `select payload from outbox where topic = 'mail.washer_on_the_way'`,
    );
    expect(queued!.payload).toEqual({ orderId: job.english, washerId });
    // On the way twice is refused, and mails nothing more.
    const twice = await report(mikko.session, job.english, { step: 'on_the_way' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'ACTION_NOT_ALLOWED' });

    expect((await report(mikko.session, job.english, { step: 'started' })).statusCode).toBe(200);
    // Started after started, and on the way after started: refused.
    for (const step of ['started', 'on_the_way']) {
      expect((await report(mikko.session, job.english, { step })).statusCode, step).toBe(409);
    }
    const done = await report(mikko.session, job.english, { step: 'done', note: 'Kaikki pesty' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', progress: 'done', payment: 'invoice' });
    const row = await orderRow(job.english);
    expect(row).toMatchObject({ status: 'done', progress: 'done' });
    expect(new Date(row.done_at as string).toISOString()).toBe(clock.now().toISOString());
    expect(new Date(row.progress_at as string).toISOString()).toBe(clock.now().toISOString());
    // Nothing after done.
    for (const step of ['on_the_way', 'started', 'done']) {
      const res = await report(mikko.session, job.english, { step });
      expect(res.statusCode, step).toBe(409);
    }
    expect(
      (await report(mikko.session, job.english, { step: 'not_done', reason: 'weather' }))
        .statusCode,
    ).toBe(409);

    const washer = { id: mikko.userId, name: 'Mikko Pesijä' };
    expect(await history(job.english)).toEqual([
      expect.objectContaining({
        action: 'progress_on_the_way',
        actor: washer,
        changes: { notifyCustomer: true },
      }),
      expect.objectContaining({ action: 'progress_started', actor: washer, changes: {} }),
      expect.objectContaining({
        action: 'progress_done',
        actor: washer,
        changes: { status: { from: 'confirmed', to: 'done' }, note: 'Kaikki pesty' },
      }),
    ]);

    const drained = await t.app.outbox.drain();
    expect(drained.failed).toBe(0);
    const mails = await parseReceived(
      smtp.received.filter((m) => m.to.includes('english@example.fi')),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your window washer is on the way');
    expect(mails[0]!.headers['content-language']).toBe('en');
    expect(mails[0]!.text).toContain('Our washer Mikko is on the way to you.');
    expect(mails[0]!.text).toContain('at 10:30');
    expect((await history(job.english)).map((e) => e.action)).toContain('mail_sent');
  });

  it('mails in Finnish, and only when asked', async () => {
    const quiet = await report(mikko.session, job.afternoon, { step: 'on_the_way' });
    expect(quiet.statusCode).toBe(200);
    const before = smtp.received.length;
    const res = await report(mikko.session, job.morning, {
      step: 'on_the_way',
      notifyCustomer: true,
    });
    expect(res.statusCode).toBe(200);
    await t.app.outbox.drain();
    const fresh = await parseReceived(smtp.received.slice(before));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.subject).toBe('Ikkunanpesijä on matkalla');
    expect(fresh[0]!.headers['content-language']).toBe('fi');
    expect(fresh[0]!.text).toContain('Pesijämme Mikko on matkalla luoksesi.');
    expect(fresh[0]!.text).toContain('klo 08:00');
  });

  it('takes done straight from on the way: a washer forgets to press started', async () => {
    const done = await report(mikko.session, job.afternoon, { step: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', progress: 'done', payment: 'paid' });
  });

  it('refuses started and done before the job’s day (409 BEFORE_JOB_DAY); on the way is allowed', async () => {
    for (const step of ['started', 'done']) {
      const res = await report(mikko.session, job.december, { step });
      expect(res.statusCode, step).toBe(409);
      expect(res.json()).toMatchObject({ error: 'BEFORE_JOB_DAY' });
    }
    expect(await orderRow(job.december)).toMatchObject({ status: 'confirmed', progress: null });
    expect(await history(job.december)).toEqual([]);
    const onTheWay = await report(mikko.session, job.december, { step: 'on_the_way' });
    expect(onTheWay.statusCode).toBe(200);
    expect(onTheWay.json()).toMatchObject({ status: 'confirmed', progress: 'on_the_way' });
  });

  it('refuses a step on a cancelled order with 409', async () => {
    const res = await report(mikko.session, job.cancelled, { step: 'on_the_way' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'ACTION_NOT_ALLOWED' });
  });

  it('refuses not done without a reason (400 naming reason) and a bad body', async () => {
    for (const [body, field] of [
      [{ step: 'not_done' }, 'reason'],
      [{ step: 'not_done', reason: 'sleeping' }, 'reason'],
      [{ step: 'finished' }, 'step'],
      [{ step: 'on_the_way', notifyCustomer: 'yes' }, 'notifyCustomer'],
      [{ step: 'done', note: 'x'.repeat(1001) }, 'note'],
    ] as const) {
      const res = await report(mikko.session, job.morning, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toContain(field);
    }
    expect((await orderRow(job.morning)).progress).toBe('on_the_way');
  });

  it('could not be done: the order needs a new time, shows so on the board, and nothing follows', async () => {
    const res = await report(mikko.session, job.morning, {
      step: 'not_done',
      reason: 'not_home',
      note: 'Soitin kahdesti',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'needs_new_time', progress: 'not_done' });
    const board = await admin.inject({ method: 'GET', url: `/api/dispatch?date=${today}` });
    const onBoard = board
      .json<{ washers: { jobs: { orderId: number; status: string; progress: string }[] }[] }>()
      .washers.flatMap((w) => w.jobs)
      .find((j) => j.orderId === job.morning);
    expect(onBoard).toMatchObject({ status: 'needs_new_time', progress: 'not_done' });
    const events = await history(job.morning);
    expect(events.at(-1)).toMatchObject({
      action: 'progress_not_done',
      actor: { id: mikko.userId, name: 'Mikko Pesijä' },
      changes: {
        status: { from: 'confirmed', to: 'needs_new_time' },
        reason: 'not_home',
        note: 'Soitin kahdesti',
      },
    });
    for (const step of ['started', 'done', 'on_the_way']) {
      expect((await report(mikko.session, job.morning, { step })).statusCode, step).toBe(409);
    }
  });

  it('a job moved after could not be done is an invoice again, with nothing reported yet', async () => {
    const moved = await admin.inject({
      method: 'POST',
      url: `/api/order/${job.morning}/reschedule`,
      payload: { cleanerId: washerId, start: at('2026-12-03', '12:00'), notifyCustomer: false },
    });
    expect(moved.statusCode).toBe(200);
    expect(await orderRow(job.morning)).toMatchObject({
      status: 'confirmed',
      progress: null,
      progress_at: null,
    });
  });

  it("staff's mark-done waits for the job's day too (409 BEFORE_JOB_DAY), then marks it done", async () => {
    const early = await admin.inject({
      method: 'POST',
      url: `/api/order/${job.december}/mark-done`,
      payload: {},
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'BEFORE_JOB_DAY' });
    expect((await orderRow(job.december)).status).toBe('confirmed');
    clock.set(at('2026-12-01', '00:05'));
    // Signed in again: the access cookie lives minutes.
    const staff = await loginAs(t, 'toimisto@example.fi', 'toimiston-salasana');
    const done = await staff.inject({
      method: 'POST',
      url: `/api/order/${job.december}/mark-done`,
      payload: {},
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done' });
  });
});
