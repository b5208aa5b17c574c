import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockOverJobsResponseSchema } from '#contracts/calendar-block-conflict.ts';
import { disabledDates } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { bookJob, washersWithCalendars } from '#server/test-support/booked-jobs.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Clock: Monday 23 November 2026. The day blocked: Tuesday 8 December.
const day = '2026-12-08';
const at = (time: string) => `${day}T${time}:00+02:00`;

describe('POST /api/calendar/:id over booked jobs', () => {
  let t: TestApp;
  let admin: TestSession;
  let calendarId: number;
  let otherCalendarId: number;
  let morning: { id: number; reference: string };
  let afternoon: { id: number; reference: string };

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp());
    const { db } = t.database;
    const [first, second] = await washersWithCalendars(db);
    calendarId = first!.calendarId;
    otherCalendarId = second!.calendarId;
    morning = await bookJob(db, { washerId: first!.id, start: at('08:00'), end: at('10:00') });
    afternoon = await bookJob(db, { washerId: first!.id, start: at('13:00'), end: at('15:00') });
    await bookJob(db, {
      washerId: first!.id,
      start: at('10:00'),
      end: at('12:00'),
      status: 'cancelled',
    });
  });
  afterAll(() => t.close());

  const blocksOf = (id: number) =>
    t.database.db.select().from(disabledDates).where(eq(disabledDates.calendarId, id));
  const save = (id: number, blocks: object[], suffix = '', lang = 'fi') =>
    admin.inject({
      method: 'POST',
      url: `/api/calendar/${id}${suffix}`,
      payload: blocks,
      headers: { 'accept-language': lang },
    });
  const whole = { id: 'new-1', start_datetime: at('08:00'), end_datetime: at('15:59') };

  it('refuses a whole-day block with 409 listing the jobs by start, and saves nothing', async () => {
    const before = await blocksOf(calendarId);
    const res = await save(calendarId, [whole]);
    expect(res.statusCode).toBe(409);
    const body = blockOverJobsResponseSchema.parse(res.json());
    expect(body).toEqual({
      error: 'BLOCK_OVER_JOBS',
      message: 'Estettyyn aikaan on varattu töitä',
      jobs: [
        {
          orderId: morning.id,
          reference: morning.reference,
          start: '2026-12-08T08:00:00+02:00',
          end: '2026-12-08T10:00:00+02:00',
        },
        {
          orderId: afternoon.id,
          reference: afternoon.reference,
          start: '2026-12-08T13:00:00+02:00',
          end: '2026-12-08T15:00:00+02:00',
        },
      ],
    });
    expect((await save(calendarId, [whole], '', 'en')).json().message).toBe(
      'Jobs are booked in the time to block',
    );
    expect(await blocksOf(calendarId)).toEqual(before);
  });

  it('lists only the jobs a block covers; a cancelled job or one just touching is not', async () => {
    const res = await save(calendarId, [
      { id: 'new-1', start_datetime: at('10:00'), end_datetime: at('13:00') },
    ]);
    expect(res.statusCode).toBe(200);
    const lunch = await save(calendarId, [
      { id: 'new-1', start_datetime: at('12:00'), end_datetime: at('13:30') },
    ]);
    expect(lunch.statusCode).toBe(409);
    expect(lunch.json().jobs.map((j: { orderId: number }) => j.orderId)).toEqual([afternoon.id]);
  });

  it('checks a moved block too', async () => {
    const own = (await blocksOf(calendarId)).find(
      (b) => b.startDatetime.toISOString() === '2026-12-08T08:00:00.000Z',
    )!;
    const res = await save(calendarId, [
      { id: own.id, start_datetime: at('09:00'), end_datetime: at('11:00') },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().jobs.map((j: { orderId: number }) => j.orderId)).toEqual([morning.id]);
    const [still] = (await blocksOf(calendarId)).filter((b) => b.id === own.id);
    expect(still!.startDatetime.toISOString()).toBe('2026-12-08T08:00:00.000Z');
  });

  it('saves over the jobs through /over-jobs; the jobs stay booked', async () => {
    const res = await save(calendarId, [whole], '/over-jobs');
    expect(res.statusCode).toBe(200);
    expect(
      (await blocksOf(calendarId)).some(
        (b) => b.startDatetime.toISOString() === '2026-12-08T06:00:00.000Z' && b.modifier === null,
      ),
    ).toBe(true);
    const board = await admin.inject({ method: 'GET', url: `/api/dispatch?date=${day}` });
    const jobs = board.json().washers.flatMap((w: { jobs: { orderId: number }[] }) => w.jobs);
    expect(jobs.map((j: { orderId: number }) => j.orderId)).toEqual(
      expect.arrayContaining([morning.id, afternoon.id]),
    );
  });

  it("another washer's calendar is free to block that day", async () => {
    expect((await save(otherCalendarId, [whole])).statusCode).toBe(200);
  });

  it('/over-jobs keeps the other rules: an unknown calendar 404, an end before its start 400', async () => {
    expect((await save(999_999, [whole], '/over-jobs')).statusCode).toBe(404);
    const bad = await save(calendarId, [{ ...whole, end_datetime: at('07:00') }], '/over-jobs');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['0.end_datetime']);
  });
});
