import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { bookJob, washersWithCalendars } from '#server/test-support/booked-jobs.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Clock: Monday 23 November 2026, 08:00 Helsinki.
const publicUrl = 'https://pesu.example.fi';

interface ParsedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
}

/** The feed parsed back with ical.js (a real iCalendar parser). */
function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      location: event.location,
      description: event.description,
    };
  });
}

describe("a washer's calendar feed: POST settings/cleaner/:id/ics-secret, GET calendar-feed/:washerId/:secret", () => {
  let t: TestApp;
  let admin: TestSession;
  let washerId: number;
  let otherId: number;
  /** The booked orders' numbers and calendar UIDs, earliest first. */
  let booked: { orderNumber: string; calendarUid: string }[];
  const lines: string[] = [];

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({
      env: { PUBLIC_URL: publicUrl, LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(line) },
    }));
    const { db } = t.database;
    const [first, second] = await washersWithCalendars(db);
    washerId = first!.id;
    otherId = second!.id;
    const job = (start: string, end: string, extra: object = {}) =>
      bookJob(db, { washerId, start, end, ...extra });
    const orders = [
      await job('2026-12-01T08:00:00+02:00', '2026-12-01T10:30:00+02:00', {
        name: 'Aamuinen Asiakas',
        phone: '+358409876543',
        street: 'Aleksanterinkatu 5',
        message: 'Ovikoodi A123; parkki pihalla',
        noteForWasher: 'Avain vartijalta, porttikoodi 4455',
      }),
      await job('2027-06-15T12:00:00+03:00', '2027-06-15T13:00:00+03:00', { message: null }),
    ];
    booked = orders.map((o) => ({ orderNumber: o.orderNumber, calendarUid: o.calendarUid }));
    // Left out: cancelled, too old, too far ahead, another washer's.
    await job('2026-12-02T08:00:00+02:00', '2026-12-02T09:00:00+02:00', { status: 'cancelled' });
    await job('2026-10-01T08:00:00+03:00', '2026-10-01T09:00:00+03:00');
    await job('2028-01-10T08:00:00+02:00', '2028-01-10T09:00:00+02:00');
    await bookJob(db, {
      washerId: otherId,
      start: '2026-12-01T08:00:00+02:00',
      end: '2026-12-01T09:00:00+02:00',
    });
  });
  afterAll(() => t.close());

  const newSecret = async (id = washerId) => {
    const res = await admin.inject({
      method: 'POST',
      url: `/api/settings/cleaner/${id}/ics-secret`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ url: string }>().url;
  };
  const read = (url: string) => t.app.inject({ method: 'GET', url: url.replace(publicUrl, '') });

  it('makes an address without a query string and serves the jobs as iCalendar without a session', async () => {
    const url = await newSecret();
    expect(url).toMatch(
      new RegExp(`^${publicUrl}/api/calendar-feed/${washerId}/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    const res = await read(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const events = parseFeed(res.body);
    // The UID is the order's random calendar UID, as in the customer's mails (decision 063).
    expect(events.map((e) => e.uid)).toEqual(booked.map((o) => `${o.calendarUid}@pesu.example.fi`));
    expect(events[0]!.uid).toMatch(/^[0-9a-f-]{36}@pesu\.example\.fi$/);
    expect(events[0]!.uid).not.toMatch(/^order-/);
    expect(events[0]).toEqual({
      uid: `${booked[0]!.calendarUid}@pesu.example.fi`,
      start: '2026-12-01T06:00:00.000Z',
      end: '2026-12-01T08:30:00.000Z',
      summary: 'Aleksanterinkatu 5, Helsinki',
      location: 'Aleksanterinkatu 5, 00100 Helsinki',
      description: [
        'Lisätiedot pesijälle: Avain vartijalta, porttikoodi 4455',
        'Ohje / ovikoodi: Ovikoodi A123; parkki pihalla',
        'Asiakas: Aamuinen Asiakas',
        'Puhelin: +358409876543',
        'Kesto: 2 h 30 min',
        // The order number the customer and the office know, not the database id.
        `Tilaus: ${booked[0]!.orderNumber}`,
      ].join('\n'),
    });
    expect(events[1]).toMatchObject({
      start: '2027-06-15T09:00:00.000Z',
      end: '2027-06-15T10:00:00.000Z',
      description: expect.stringContaining('Kesto: 1 h'),
    });
    expect(events[1]!.description).not.toContain('ovikoodi');
    expect(events[1]!.description).not.toContain('Lisätiedot');
    // The same order keeps its UID in the next read.
    expect(parseFeed((await read(url)).body).map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('a new secret makes the old address answer 404', async () => {
    const old = await newSecret();
    expect((await read(old)).statusCode).toBe(200);
    const next = await newSecret();
    expect(next).not.toBe(old);
    expect((await read(old)).statusCode).toBe(404);
    expect((await read(next)).statusCode).toBe(200);
    // Another washer's secret does not open this washer's feed.
    const other = await newSecret(otherId);
    const swapped = other.replace(`/calendar-feed/${otherId}/`, `/calendar-feed/${washerId}/`);
    expect((await read(swapped)).statusCode).toBe(404);
    expect(parseFeed((await read(other)).body)).toHaveLength(1);
  });

  it.each([
    ['a wrong secret', () => `/api/calendar-feed/WASHER/${'A'.repeat(43)}.ics`],
    ['a washer without a feed', () => `/api/calendar-feed/999999/${'A'.repeat(43)}.ics`],
  ])('answers 404 to %s', async (_, url) => {
    const res = await t.app.inject({
      method: 'GET',
      url: url().replace('WASHER', String(washerId)),
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('answers 400 to a malformed secret, 404 for no such washer, 401 without a session', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/calendar-feed/${washerId}/a$b.ics`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('secret');
    const none = await admin.inject({
      method: 'POST',
      url: '/api/settings/cleaner/999999/ics-secret',
    });
    expect(none.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/settings/cleaner/${washerId}/ics-secret`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never writes the secret to the log', async () => {
    const url = await newSecret();
    const secret = url.split('/').at(-1)!.replace('.ics', '');
    lines.length = 0;
    expect((await read(url)).statusCode).toBe(200);
    const logged = lines.join('\n');
    // The access line names the route's pattern, never the secret (decision 075).
    expect(logged).toContain('"route":"/api/calendar-feed/:washerId/:secret"');
    expect(logged).not.toContain(secret);
  });
});
