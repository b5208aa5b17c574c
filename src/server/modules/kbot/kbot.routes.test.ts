import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disabledDates } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { washersWithCalendars } from '#server/test-support/booked-jobs.ts';
import { availableDates } from '#server/test-support/checkout.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

const token = 'kbot-test-token-0123456789abcdef';
const url = (calendarId: number | string) =>
  `/api/integrations/kbot/calendars/${calendarId}/blocks`;

describe('PUT /api/integrations/kbot/calendars/:calendarId/blocks', () => {
  let t: TestApp;
  let admin: TestSession;
  let calendarIds: number[];

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ env: { KBOT_TOKEN: token } }));
    calendarIds = (await washersWithCalendars(t.database.db)).map((w) => w.calendarId);
  });
  afterAll(() => t.close());

  const put = (calendarId: number | string, payload: unknown, authorization?: string) =>
    t.app.inject({
      method: 'PUT',
      url: url(calendarId),
      payload: payload as object,
      headers: authorization === undefined ? {} : { authorization },
    });
  const blocksOf = (calendarId: number) =>
    t.database.db
      .select()
      .from(disabledDates)
      .where(eq(disabledDates.calendarId, calendarId))
      .orderBy(disabledDates.startDatetime);

  it("replaces the calendar's KBOT blocks and leaves the office's own", async () => {
    const calendarId = calendarIds[0]!;
    const before = await blocksOf(calendarId);
    const own = before.filter((b) => b.modifier === null);
    expect(own.length).toBeGreaterThan(0);
    const res = await put(
      calendarId,
      [
        { externalId: 'k-1', start: '2027-01-12T08:00:00+02:00', end: '2027-01-12T10:00:00+02:00' },
        { externalId: 'k-2', start: '2027-01-13T12:00:00Z', end: '2027-01-13T13:30:00Z' },
      ],
      `Bearer ${token}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ replaced: 2 });
    const after = await blocksOf(calendarId);
    expect(after.filter((b) => b.modifier === null)).toEqual(own);
    expect(
      after
        .filter((b) => b.modifier === 'KBOT')
        .map((b) => [b.externalId, b.startDatetime.toISOString(), b.endDatetime.toISOString()]),
    ).toEqual([
      ['k-1', '2027-01-12T06:00:00.000Z', '2027-01-12T08:00:00.000Z'],
      ['k-2', '2027-01-13T12:00:00.000Z', '2027-01-13T13:30:00.000Z'],
    ]);
    // The back office shows them read-only: its own save refuses to move one.
    const kbot = after.find((b) => b.externalId === 'k-1')!;
    const move = await admin.inject({
      method: 'POST',
      url: `/api/calendar/${calendarId}`,
      payload: [
        {
          id: kbot.id,
          start_datetime: '2027-01-12T09:00:00+02:00',
          end_datetime: '2027-01-12T11:00:00+02:00',
        },
      ],
    });
    expect(move.statusCode).toBe(403);
    // An empty list removes them all; other calendars keep theirs.
    const other = (await blocksOf(calendarIds[1]!)).filter((b) => b.modifier === 'KBOT');
    expect((await put(calendarId, [], `Bearer ${token}`)).json()).toEqual({ replaced: 0 });
    expect((await blocksOf(calendarId)).filter((b) => b.modifier === 'KBOT')).toEqual([]);
    expect((await blocksOf(calendarIds[1]!)).filter((b) => b.modifier === 'KBOT')).toEqual(other);
  });

  it('takes effect in the public availability at once, both ways', async () => {
    const offered = await availableDates(t.app, '00100', 480);
    const day = offered[0]!.date;
    const isOffered = async () =>
      (await availableDates(t.app, '00100', 480)).some((d) => d.date === day);
    expect(await isOffered()).toBe(true);
    for (const calendarId of calendarIds) {
      const res = await put(
        calendarId,
        [
          {
            externalId: `day-${calendarId}`,
            start: `${day}T07:00:00+02:00`,
            end: `${day}T17:00:00+02:00`,
          },
        ],
        `Bearer ${token}`,
      );
      expect(res.statusCode).toBe(200);
    }
    expect(await isOffered()).toBe(false);
    for (const calendarId of calendarIds) {
      expect((await put(calendarId, [], `Bearer ${token}`)).statusCode).toBe(200);
    }
    expect(await isOffered()).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['a wrong token', 'Bearer wrong-token-0123456789abcdef'],
    ['the token without Bearer', token],
    ['an empty bearer', 'Bearer '],
    ['the token with a character more', `Bearer ${token}x`],
  ])('refuses %s with 401 and changes nothing', async (_, authorization) => {
    const before = await blocksOf(calendarIds[0]!);
    const res = await put(
      calendarIds[0]!,
      [{ externalId: 'x', start: '2027-02-01T08:00:00Z', end: '2027-02-01T09:00:00Z' }],
      authorization,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHORIZED');
    expect(await blocksOf(calendarIds[0]!)).toEqual(before);
  });

  it('answers 404 for a calendar that does not exist', async () => {
    const res = await put(999_999, [], `Bearer ${token}`);
    expect(res.statusCode).toBe(404);
  });

  const block = { externalId: 'b', start: '2027-02-01T08:00:00Z', end: '2027-02-01T09:00:00Z' };
  it.each([
    ['an object, not a list', { ...block }, ''],
    ['end before start', [{ ...block, end: '2027-02-01T07:00:00Z' }], '0.end'],
    ['a start without offset', [{ ...block, start: '2027-02-01T08:00:00' }], '0.start'],
    ['no externalId', [{ start: block.start, end: block.end }], '0.externalId'],
    ['the same externalId twice', [block, { ...block }], '1.externalId'],
    [
      'too many blocks',
      Array.from({ length: 2001 }, (_, i) => ({ ...block, externalId: `${i}` })),
      '',
    ],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_, payload, field) => {
    const before = await blocksOf(calendarIds[0]!);
    const res = await put(calendarIds[0]!, payload, `Bearer ${token}`);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().fields).toHaveProperty([field]);
    expect(await blocksOf(calendarIds[0]!)).toEqual(before);
  });

  it('is not there without KBOT_TOKEN', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'PUT',
        url: url(1),
        payload: [],
        headers: { authorization: 'Bearer anything-at-all-123456' },
      });
      expect(res.statusCode).toBe(404);
      const kbot = await off.database.db
        .select()
        .from(disabledDates)
        .where(and(eq(disabledDates.calendarId, 1), eq(disabledDates.modifier, 'KBOT')));
      expect(kbot.length).toBeGreaterThan(0);
    } finally {
      await off.close();
    }
  });
});
