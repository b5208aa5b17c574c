import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchDaySchema, type DispatchDay } from '#contracts/dispatch.ts';
import { accountingIds } from '#domain/counter/counter-config.ts';
import { disabledDates, orderItems } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { bookJob, washersWithCalendars } from '#server/test-support/booked-jobs.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Clock: Monday 23 November 2026, 08:00 Helsinki. The board's day: Tuesday 1 December.
const day = '2026-12-01';
const at = (time: string, date = day) => `${date}T${time}:00+02:00`;

describe('GET /api/dispatch?date=', () => {
  let t: TestApp;
  let admin: TestSession;
  let first: { id: number; calendarId: number };
  let second: { id: number; calendarId: number };
  let ids: Record<string, number>;

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp());
    const { db } = t.database;
    const list = await washersWithCalendars(db);
    first = list[0]!;
    second = list[1]!;
    // Booked out of order: the answer sorts by start.
    const late = await bookJob(db, {
      washerId: first.id,
      start: at('13:00'),
      end: at('15:30'),
      name: 'Myöhäinen Asiakas',
      status: 'confirmed',
    });
    const early = await bookJob(db, {
      washerId: first.id,
      start: at('08:00'),
      end: at('10:00'),
      name: 'Aamuinen Asiakas',
      phone: '+358409876543',
      street: 'Aleksanterinkatu 5',
      message: 'Ovikoodi A123, parkki pihalla',
      noteForWasher: 'Avain vartijalta, porttikoodi 4455',
    });
    const cancelled = await bookJob(db, {
      washerId: first.id,
      start: at('10:30'),
      end: at('11:30'),
      status: 'cancelled',
    });
    const nextDay = await bookJob(db, {
      washerId: first.id,
      start: at('08:00', '2026-12-02'),
      end: at('09:00', '2026-12-02'),
    });
    const noNote = await bookJob(db, {
      washerId: second.id,
      start: at('09:00'),
      end: at('12:00'),
      message: null,
    });
    ids = {
      late: late.id,
      early: early.id,
      cancelled: cancelled.id,
      nextDay: nextDay.id,
      noNote: noNote.id,
    };
    // The early job's lines as an order stores them: the run sheet lists what is washed.
    const line = (name: string, amount: number, easoftItemId: string, sort: number) => ({
      orderId: early.id,
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
        line('Parvekelasit', 6, '700201', 2),
        line('Ikkuna, 2-puitteinen', 4, '700101', 1),
        line('Lasikaide metreittäin', 3.5, '700205', 3),
        line('Verkkokaupan alennus', 1, accountingIds.onlineDiscount, 4),
        line('Vähimmäislaskutus', 1, accountingIds.base, 5),
        line('Verkkomaksun alennus', 1, accountingIds.paymentDiscount, 6),
        line('Paperilaskun lisä', 1, accountingIds.chargingFee, 7),
        line('Toistuva tilaus', 1, accountingIds.repeatedOrder, 8),
      ]);
    await db.insert(disabledDates).values([
      // The evening before into the morning: it touches the day.
      {
        calendarId: first.calendarId,
        startDatetime: new Date(at('20:00', '2026-11-30')),
        endDatetime: new Date(at('08:00')),
        modifier: 'KBOT',
        externalId: 'k-1',
      },
      {
        calendarId: second.calendarId,
        startDatetime: new Date(at('13:00')),
        endDatetime: new Date(at('16:00')),
      },
    ]);
  });
  afterAll(() => t.close());

  const board = async (date = day) => {
    const res = await admin.inject({ method: 'GET', url: `/api/dispatch?date=${date}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    return dispatchDaySchema.parse(res.json()) as DispatchDay;
  };

  it("lists every washer's jobs of the day by start, with Helsinki offsets, cancelled left out", async () => {
    const body = await board();
    expect(body.date).toBe(day);
    const row = body.washers.find((w) => w.id === first.id)!;
    expect(row.jobs.map((j) => j.orderId)).toEqual([ids.early, ids.late]);
    expect(row.jobs[0]).toEqual({
      orderId: ids.early,
      reference: expect.any(String),
      start: '2026-12-01T08:00:00+02:00',
      end: '2026-12-01T10:00:00+02:00',
      status: 'confirmed',
      customer: { name: 'Aamuinen Asiakas', phone: '+358409876543' },
      address: {
        street: 'Aleksanterinkatu 5',
        postalCode: '00100',
        city: 'Helsinki',
        message: 'Ovikoodi A123, parkki pihalla',
      },
      // In the order's own order, without the start fee, discounts and fees.
      items: [
        { name: 'Ikkuna, 2-puitteinen', amount: 4 },
        { name: 'Parvekelasit', amount: 6 },
        { name: 'Lasikaide metreittäin', amount: 3.5 },
      ],
      // The office's note for the washer (issue 23), and nothing reported from the field yet.
      progress: null,
      noteForWasher: 'Avain vartijalta, porttikoodi 4455',
    });
    expect(row.jobs[1]).toMatchObject({
      status: 'confirmed',
      end: '2026-12-01T15:30:00+02:00',
      items: [],
      progress: null,
      noteForWasher: null,
    });
    const all = body.washers.flatMap((w) => w.jobs.map((j) => j.orderId));
    expect(all).not.toContain(ids.cancelled);
    expect(all).not.toContain(ids.nextDay);
    const other = body.washers.find((w) => w.id === second.id)!;
    expect(other.jobs.map((j) => [j.orderId, j.address.message])).toEqual([[ids.noNote, null]]);
  });

  it('has a row for every washer, also without jobs, and the blocks touching the day', async () => {
    const body = await board();
    const all = await washersWithCalendars(t.database.db);
    expect(body.washers.map((w) => w.id).sort()).toEqual(all.map((w) => w.id).sort());
    const firstBlocks = body.washers.find((w) => w.id === first.id)!.blocks;
    expect(firstBlocks).toContainEqual({
      start: '2026-11-30T20:00:00+02:00',
      end: '2026-12-01T08:00:00+02:00',
      modifier: 'KBOT',
    });
    expect(body.washers.find((w) => w.id === second.id)!.blocks).toContainEqual({
      start: '2026-12-01T13:00:00+02:00',
      end: '2026-12-01T16:00:00+02:00',
      modifier: null,
    });
    for (const w of body.washers) {
      for (const b of w.blocks) {
        expect(b.start < '2026-12-02T00:00:00+02:00' && b.end > '2026-12-01T00:00:00+02:00').toBe(
          true,
        );
      }
    }
    const empty = await board('2031-06-10');
    expect(empty.washers).toHaveLength(all.length);
    expect(empty.washers.every((w) => w.jobs.length === 0)).toBe(true);
  });

  it('writes summer instants with +03:00', async () => {
    await bookJob(t.database.db, {
      washerId: second.id,
      start: '2027-06-15T08:00:00+03:00',
      end: '2027-06-15T09:30:00+03:00',
    });
    const row = (await board('2027-06-15')).washers.find((w) => w.id === second.id)!;
    expect(row.jobs.map((j) => [j.start, j.end])).toEqual([
      ['2027-06-15T08:00:00+03:00', '2027-06-15T09:30:00+03:00'],
    ]);
  });

  it.each(['', 'date=tomorrow', 'date=2026-02-30', 'date=2026-12-01T00:00'])(
    'refuses ?%s with 400 naming date',
    async (query) => {
      const res = await admin.inject({ method: 'GET', url: `/api/dispatch?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('date');
    },
  );

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dispatch?date=${day}` });
    expect(res.statusCode).toBe(401);
  });
});
