import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarRow } from '#contracts/calendar.ts';
import { calendars } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Clock of the test app: Monday 23 November 2026, 08:00 Helsinki.
const at = (day: string, time: string) => `${day}T${time}:00+02:00`;

describe('back-office blocks: GET calendar/disabled_dates, POST calendar/:id, DELETE calendar/:id', () => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
  });
  afterAll(() => t.close());

  const rows = async (query = '') => {
    const res = await session.inject({
      method: 'GET',
      url: `/api/calendar/disabled_dates${query}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<CalendarRow[]>();
  };
  const save = (calendarId: number, payload: object) =>
    session.inject({ method: 'POST', url: `/api/calendar/${calendarId}`, payload });
  const free = async (postalCode: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/calendar/validateAndGetAvailableDays/${postalCode}/480`,
      })
    ).json<{ date: string; cleanerId: number }[]>();

  it("lists every washer's calendar with its blocks, the external booking system's marked", async () => {
    const list = await rows();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const row of list) {
      expect(row.disabled_dates.some((b) => b.modifier === 'KBOT')).toBe(true);
      expect(row.disabled_dates.some((b) => b.modifier === null)).toBe(true);
    }
    // ?from= leaves out blocks that ended before that day.
    expect((await rows('?from=2030-01-01')).every((r) => r.disabled_dates.length === 0)).toBe(true);
    const bad = await session.inject({
      method: 'GET',
      url: '/api/calendar/disabled_dates?from=tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('from');
  });

  it('adds whole-day blocks (08:00-15:59): once every washer is blocked, customers lose that day', async () => {
    const day = '2026-12-14';
    const offered = async () => (await free('00100')).some((d) => d.date === day);
    expect(await offered()).toBe(true);
    for (const row of await rows()) {
      const res = await save(row.id, [
        { id: 'new-1', start_datetime: at(day, '08:00'), end_datetime: at(day, '15:59') },
      ]);
      expect(res.statusCode).toBe(200);
      const added = res
        .json<CalendarRow>()
        .disabled_dates.find((b) => b.start_datetime === `${day}T06:00:00.000Z`);
      expect(added).toMatchObject({
        end_datetime: `${day}T13:59:00.000Z`,
        modifier: null,
        maintaining_group_id: row.maintaining_group_id,
      });
      expect(typeof added!.id).toBe('number');
    }
    // Read-your-writes (decision 033): the very next answer knows.
    expect(await offered()).toBe(false);
  });

  it('moves a block of its own and leaves the blocks not sent alone', async () => {
    const [row] = await rows();
    const own = row!.disabled_dates.find((b) => b.modifier === null)!;
    const count = row!.disabled_dates.length;
    const day = own.start_datetime.slice(0, 10);
    const res = await save(row!.id, [
      { ...own, start_datetime: `${day}T10:00:00+02:00`, end_datetime: `${day}T11:59:00+02:00` },
    ]);
    expect(res.statusCode).toBe(200);
    const moved = res.json<CalendarRow>().disabled_dates;
    expect(moved).toHaveLength(count);
    expect(moved.find((b) => b.id === own.id)).toMatchObject({
      start_datetime: `${day}T08:00:00.000Z`,
      end_datetime: `${day}T09:59:00.000Z`,
    });
  });

  it("refuses to change or delete the external booking system's block, and sending it unchanged is fine", async () => {
    const [row] = await rows();
    const kbot = row!.disabled_dates.find((b) => b.modifier === 'KBOT')!;
    expect((await save(row!.id, [kbot])).statusCode).toBe(200);
    const changed = await save(row!.id, [
      { ...kbot, end_datetime: kbot.start_datetime.replace('06:00', '07:00') },
    ]);
    expect(changed.statusCode).toBe(403);
    const removed = await session.inject({ method: 'DELETE', url: `/api/calendar/${kbot.id}` });
    expect(removed.statusCode).toBe(403);
    const again = (await rows()).find((r) => r.id === row!.id)!;
    expect(again.disabled_dates.find((b) => b.id === kbot.id)).toEqual(kbot);
  });

  it('refuses bad blocks naming the field, and a refused list saves nothing', async () => {
    const [row] = await rows();
    const count = row!.disabled_dates.length;
    const good = {
      id: 'new-ok',
      start_datetime: at('2026-12-15', '08:00'),
      end_datetime: at('2026-12-15', '09:59'),
    };
    const cases: [object, string][] = [
      [[good, { ...good, id: 'new-2', end_datetime: at('2026-12-15', '07:00') }], '1.end_datetime'],
      [[good, { ...good, id: 'new-3', start_datetime: '15.12.2026 08:00' }], '1.start_datetime'],
      [[{ ...good, id: 'temp-1' }], '0.id'],
    ];
    for (const [payload, field] of cases) {
      const res = await save(row!.id, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    // A block of another calendar, or unknown: 404, and the new block with it is not saved.
    const other = (await rows()).find((r) => r.id !== row!.id)!;
    const foreign = other.disabled_dates.find((b) => b.modifier === null)!;
    expect((await save(row!.id, [good, foreign])).statusCode).toBe(404);
    expect((await save(row!.id, [good, { ...foreign, id: 999999 }])).statusCode).toBe(404);
    expect((await save(999999, [good])).statusCode).toBe(404);
    expect((await rows()).find((r) => r.id === row!.id)!.disabled_dates).toHaveLength(count);
  });

  it('deletes a block of its own once; then 404', async () => {
    const [row] = await rows();
    const own = row!.disabled_dates.find((b) => b.modifier === null)!;
    const first = await session.inject({ method: 'DELETE', url: `/api/calendar/${own.id}` });
    expect(first.statusCode).toBe(204);
    const second = await session.inject({ method: 'DELETE', url: `/api/calendar/${own.id}` });
    expect(second.statusCode).toBe(404);
    expect(
      (await rows()).find((r) => r.id === row!.id)!.disabled_dates.some((b) => b.id === own.id),
    ).toBe(false);
  });

  it('keeps every day of one block over several days unavailable, and frees them all when it is deleted', async () => {
    // Time off in one go (issue 24 point 9): Tue 1.12. 08:00 - Fri 4.12.2026 15:59 as ONE block.
    const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
    const around = ['2026-11-30', '2026-12-07'];
    const offered = async () => new Set((await free('00100')).map((d) => d.date));
    const before = await offered();
    for (const day of [...days, ...around]) expect(before.has(day), day).toBe(true);
    const added: { calendarId: number; id: number }[] = [];
    for (const row of await rows()) {
      const res = await save(row.id, [
        {
          id: 'new-week-off',
          start_datetime: at(days[0]!, '08:00'),
          end_datetime: at(days.at(-1)!, '15:59'),
        },
      ]);
      expect(res.statusCode).toBe(200);
      const block = res
        .json<CalendarRow>()
        .disabled_dates.find((b) => b.start_datetime === '2026-12-01T06:00:00.000Z');
      expect(block).toMatchObject({ end_datetime: '2026-12-04T13:59:00.000Z', modifier: null });
      added.push({ calendarId: row.id, id: block!.id as number });
    }
    const during = await offered();
    for (const day of days) expect(during.has(day), day).toBe(false);
    for (const day of around) expect(during.has(day), day).toBe(true);

    // One washer's week off only: the days stay on offer, but never with that washer.
    for (const { id } of added.slice(1)) {
      expect(
        (await session.inject({ method: 'DELETE', url: `/api/calendar/${id}` })).statusCode,
      ).toBe(204);
    }
    const offWasherDays = (await free('00100')).filter((d) => days.includes(d.date));
    expect(offWasherDays.length).toBeGreaterThan(0);
    const [calendar] = await t.database.db
      .select({ washerId: calendars.washerId })
      .from(calendars)
      .where(eq(calendars.id, added[0]!.calendarId));
    const offWasher = calendar!.washerId;
    for (const d of offWasherDays) expect(d.cleanerId).not.toBe(offWasher);

    // Deleted as one: every day is back.
    expect(
      (await session.inject({ method: 'DELETE', url: `/api/calendar/${added[0]!.id}` })).statusCode,
    ).toBe(204);
    const after = await offered();
    for (const day of days) expect(after.has(day), day).toBe(true);
  });
});
