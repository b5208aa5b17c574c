import { describe, expect, it } from 'vitest';
import { busyByDate } from '../calendar/availability';
import { blockBusyRange } from '../calendar/busy-interval';
import { datesBetween } from '../calendar/local-date';
import { WORKDAY_MINUTES } from '../calendar/time-of-day';
import { isWorkingDay } from '../calendar/working-days';
import { availableMinutesByDay, minutesToHours } from './available-hours';
import { csvField, csvRow, formatCsvDate, formatCsvEuros, formatCsvNumber } from './csv';
import { washerKeyOf } from './figures';
import { isoWeekKeyOf, periodKeys } from './periods';
import { revenueRows, type DayFigures } from './revenue-rows';

describe('ISO weeks', () => {
  it.each([
    ['2026-11-23', '2026-W48'], // Monday
    ['2026-11-29', '2026-W48'], // Sunday
    ['2026-12-31', '2026-W53'], // Thursday: 2026 has 53 weeks
    ['2027-01-03', '2026-W53'], // Sunday of the same week
    ['2027-01-04', '2027-W01'],
    ['2024-12-30', '2025-W01'], // Monday of the week of 2 January 2025
    ['2021-01-03', '2020-W53'],
    ['2023-01-02', '2023-W01'],
  ])('%s is %s', (day, key) => expect(isoWeekKeyOf(day)).toBe(key));

  it.each([
    ['2026-01-15', '2026-03-02', 'month', ['2026-01', '2026-02', '2026-03']],
    ['2026-11-29', '2026-12-01', 'week', ['2026-W48', '2026-W49']],
    ['2026-05-05', '2026-05-05', 'month', ['2026-05']],
  ] as const)('rows of %s..%s by %s', (from, to, by, keys) =>
    expect(periodKeys(from, to, by)).toEqual(keys),
  );
});

describe('available minutes', () => {
  it.each([
    // Monday 23 Nov 2026: 480 minutes; the weekend is not there.
    ['a free working day', [], '2026-11-23', '2026-11-29', 5 * 480],
    // Independence Day (Sunday 6 Dec 2026 is a Sunday: 7 Dec is a plain Monday).
    ['a week with Christmas Eve and Day and Boxing Day', [], '2026-12-21', '2026-12-27', 3 * 480],
    [
      'a block of 10-12 on Monday',
      [{ start: '2026-11-23T10:00:00+02:00', end: '2026-11-23T12:00:00+02:00' }],
      '2026-11-23',
      '2026-11-23',
      360,
    ],
    [
      'a block to 15:59 lasts to 16:00, one before 8 and after 16 does not count',
      [
        { start: '2026-11-23T15:00:00+02:00', end: '2026-11-23T15:59:00+02:00' },
        { start: '2026-11-23T06:00:00+02:00', end: '2026-11-23T08:00:00+02:00' },
      ],
      '2026-11-23',
      '2026-11-23',
      420,
    ],
    [
      'overlapping blocks are merged; a week off takes the week',
      [
        { start: '2026-11-23T08:00:00+02:00', end: '2026-11-27T16:00:00+02:00' },
        { start: '2026-11-24T09:00:00+02:00', end: '2026-11-24T10:00:00+02:00' },
      ],
      '2026-11-23',
      '2026-11-29',
      0,
    ],
  ])('%s', (_, blocks, first, last, minutes) => {
    const ranges = blocks.map((b) => ({ start: new Date(b.start), end: new Date(b.end) }));
    const days = availableMinutesByDay(ranges, first, last);
    expect([...days.values()].reduce((a, b) => a + b, 0)).toBe(minutes);
  });

  it("is the calendar's own reading of blocks, DST days and random blocks included", () => {
    // The calendar's rule (availability): blocks cut to 08-16 and merged, per working day.
    const calendarReading = (ranges: { start: Date; end: Date }[], first: string, last: string) => {
      const busy = busyByDate(ranges.map(blockBusyRange), first, last);
      return new Map(
        datesBetween(first, last)
          .filter(isWorkingDay)
          .map((d) => [d, WORKDAY_MINUTES - (busy.get(d)?.bookedMinutes ?? 0)]),
      );
    };
    let seed = 7;
    const next = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const ranges = Array.from({ length: 400 }, () => {
      const start = Date.UTC(2026, 0, 1) + Math.floor(next() * 365 * 48) * 30 * 60_000;
      const minutes = [29, 59, 60, 119, 240, 480, 1439, 2 * 1440, 7 * 1440][
        Math.floor(next() * 9)
      ]!;
      return { start: new Date(start), end: new Date(start + minutes * 60_000) };
    });
    // 29 March and 25 October 2026 are the DST days.
    expect(availableMinutesByDay(ranges, '2026-01-01', '2026-12-31')).toEqual(
      calendarReading(ranges, '2026-01-01', '2026-12-31'),
    );
  });

  it.each([
    [0, 0],
    [90, 1.5],
    [100, 1.7],
    [480, 8],
  ])('%i minutes are %d hours', (m, h) => expect(minutesToHours(m)).toBe(h));
});

describe('washer keys', () => {
  it.each([
    [null, 'none'],
    [9999, 'mall'],
    [12, '12'],
  ])('%s is %s', (id, key) => expect(washerKeyOf(id)).toBe(key));
});

describe('revenue rows', () => {
  const day = (d: Partial<DayFigures> & { day: string; washer: string }): DayFigures => ({
    jobs: 0,
    jobMinutes: 0,
    doneJobs: 0,
    earnedCents: 0,
    paymentsCents: 0,
    refundsCents: 0,
    cancelled: 0,
    ...d,
  });
  const days = [
    day({
      day: '2026-10-31',
      washer: '1',
      jobs: 1,
      jobMinutes: 120,
      doneJobs: 1,
      earnedCents: 10_000,
    }),
    day({ day: '2026-11-02', washer: '1', jobs: 2, jobMinutes: 180, paymentsCents: 5_000 }),
    day({ day: '2026-11-02', washer: 'mall', jobs: 1, jobMinutes: 600, earnedCents: 20_000 }),
    day({ day: '2026-11-03', washer: '2', refundsCents: 1_500, cancelled: 1 }),
    day({ day: '2026-12-01', washer: '2', jobs: 9 }), // outside the period
  ];
  const available = new Map([
    ['1', new Map([['2026-11-02', 480]])],
    ['2', new Map([['2026-10-30', 240]])],
  ]);
  const input = { from: '2026-10-15', to: '2026-11-30', days, available, washerKeys: ['1', '2'] };

  it('by month: every month of the period, mall minutes not booked, VAT out of each sum', () => {
    const { rows, totals } = revenueRows({ ...input, by: 'month' });
    expect(rows.map((r) => r.key)).toEqual(['2026-10', '2026-11']);
    expect(rows[0]).toMatchObject({
      jobs: 1,
      minutesBooked: 120,
      minutesAvailable: 240,
      earnedCents: 10_000,
      earnedVatExcludedCents: 7968, // 100 / 1.255 = 79.68
    });
    expect(rows[1]).toMatchObject({
      jobs: 3,
      minutesBooked: 180,
      minutesAvailable: 480,
      earnedCents: 20_000,
      earnedVatExcludedCents: 15_936,
      collectedCents: 3_500,
      refundedCents: 1_500,
      cancelled: 1,
    });
    expect(totals).toMatchObject({ jobs: 4, earnedCents: 30_000, earnedVatExcludedCents: 23_904 });
  });

  it('by washer: the washers in order, then mall', () => {
    const { rows } = revenueRows({ ...input, by: 'washer' });
    expect(rows.map((r) => [r.key, r.jobs, r.minutesAvailable])).toEqual([
      ['1', 3, 480],
      ['2', 0, 240],
      ['mall', 1, 0],
    ]);
  });
});

describe('CSV fields', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [123_450, '1234,50'],
    [-1_999, '-19,99'],
  ])('%i cents are %s', (c, text) => expect(formatCsvEuros(c)).toBe(text));

  it.each([
    ['2026-01-05', '05.01.2026'],
    [null, ''],
  ])('%s is %s', (d, text) => expect(formatCsvDate(d)).toBe(text));

  it.each([
    ['Aino', 'Aino'],
    ['Oy; Ab', '"Oy; Ab"'],
    ['Say "hi"', '"Say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', `"'=1+1"`],
    ['-19,99', '-19,99'],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    [null, ''],
  ])('%j is written %j', (value, text) => expect(csvField(value)).toBe(text));

  it('writes a row with CRLF', () => {
    expect(csvRow(['a', formatCsvNumber(25.5), null])).toBe('a;25,5;\r\n');
  });
});
