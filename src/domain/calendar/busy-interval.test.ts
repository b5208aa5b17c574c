import { describe, expect, it } from 'vitest';
import type { InstantRange } from './busy-interval';
import {
  blockBusyRange,
  busyIntervalOnDate,
  helsinkiDayStartMs,
  orderRange,
  reservedRange,
} from './busy-interval';
import { earliestFreeStart } from './free-interval';

const range = (start: string | Date, end: string | Date): InstantRange => ({ start, end });
const minutes = (startMinutes: number, endMinutes: number) => ({ startMinutes, endMinutes });

describe('busyIntervalOnDate', () => {
  it.each([
    [
      'an order in winter',
      range('2026-01-15T10:15:00+02:00', '2026-01-15T12:45:00+02:00'),
      '2026-01-15',
      minutes(615, 765),
    ],
    [
      'the same order as UTC',
      range('2026-01-15T08:15:00Z', '2026-01-15T10:45:00Z'),
      '2026-01-15',
      minutes(615, 765),
    ],
    [
      'an order in summer',
      range('2026-07-15T05:00:00Z', '2026-07-15T07:00:00Z'),
      '2026-07-15',
      minutes(480, 600),
    ],
    [
      'seconds widen outwards',
      range('2026-01-15T10:15:30+02:00', '2026-01-15T12:45:30+02:00'),
      '2026-01-15',
      minutes(615, 766),
    ],
    [
      'a different day',
      range('2026-01-15T10:00:00+02:00', '2026-01-15T12:00:00+02:00'),
      '2026-01-16',
      null,
    ],
    [
      'ending at the day start (end excluded)',
      range('2026-01-14T20:00:00+02:00', '2026-01-15T00:00:00+02:00'),
      '2026-01-15',
      null,
    ],
    [
      'starting at the next midnight',
      range('2026-01-16T00:00:00+02:00', '2026-01-16T10:00:00+02:00'),
      '2026-01-15',
      null,
    ],
    [
      'a block covering part of the day',
      range('2026-01-15T12:00:00+02:00', '2026-01-17T12:00:00+02:00'),
      '2026-01-15',
      minutes(720, 1440),
    ],
    [
      'the middle of a multi-day block',
      range('2026-01-15T12:00:00+02:00', '2026-01-17T12:00:00+02:00'),
      '2026-01-16',
      minutes(0, 1440),
    ],
    [
      'the last day of a multi-day block',
      range('2026-01-15T12:00:00+02:00', '2026-01-17T12:00:00+02:00'),
      '2026-01-17',
      minutes(0, 720),
    ],
  ])('%s', (_name, r, date, expected) => {
    expect(busyIntervalOnDate(r, date)).toEqual(expected);
  });

  describe('on the spring change day, 29 March 2026 (23 hours)', () => {
    const block = range('2026-03-27T12:00:00+02:00', '2026-03-31T12:00:00+03:00');
    it.each([
      ['2026-03-27', minutes(720, 1440)],
      ['2026-03-28', minutes(0, 1440)],
      ['2026-03-29', minutes(0, 1440)],
      ['2026-03-30', minutes(0, 1440)],
      ['2026-03-31', minutes(0, 720)],
      ['2026-04-01', null],
      ['2026-03-26', null],
    ])('a block over several days on %s', (date, expected) => {
      expect(busyIntervalOnDate(block, date)).toEqual(expected);
    });

    it('08:00-10:00 in summer time is 480-600 on the wall clock', () => {
      expect(
        busyIntervalOnDate(range('2026-03-29T05:00:00Z', '2026-03-29T07:00:00Z'), '2026-03-29'),
      ).toEqual(minutes(480, 600));
    });

    it('the whole day from midnight to midnight is 0-1440', () => {
      expect(
        busyIntervalOnDate(range('2026-03-28T22:00:00Z', '2026-03-29T21:00:00Z'), '2026-03-29'),
      ).toEqual(minutes(0, 1440));
    });
  });

  describe('on the autumn change day, 25 October 2026 (25 hours)', () => {
    it('09:30-11:00 in winter time is 570-660', () => {
      expect(
        busyIntervalOnDate(range('2026-10-25T07:30:00Z', '2026-10-25T09:00:00Z'), '2026-10-25'),
      ).toEqual(minutes(570, 660));
    });

    it('midnight to 05:00 across the repeated hour is 0-300', () => {
      expect(
        busyIntervalOnDate(range('2026-10-24T21:00:00Z', '2026-10-25T03:00:00Z'), '2026-10-25'),
      ).toEqual(minutes(0, 300));
    });

    it('a block inside the repeated hour never runs backwards', () => {
      // 03:50 summer time (00:50 UTC) to 03:10 winter time (01:10 UTC): 20 real minutes
      const result = busyIntervalOnDate(
        range('2026-10-25T00:50:00Z', '2026-10-25T01:10:00Z'),
        '2026-10-25',
      );
      expect(result).toEqual(minutes(230, 230));
    });
  });

  it('refuses an invalid instant', () => {
    expect(() =>
      busyIntervalOnDate(range('nonsense', '2026-01-15T10:00:00Z'), '2026-01-15'),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INSTANT' }));
  });
});

describe('orderRange', () => {
  it.each([
    ['2026-01-15', '08:00', 120, '2026-01-15T06:00:00.000Z', '2026-01-15T08:00:00.000Z'],
    ['2026-03-29', '08:00', 120, '2026-03-29T05:00:00.000Z', '2026-03-29T07:00:00.000Z'],
    ['2026-10-25', '09:30', 90, '2026-10-25T07:30:00.000Z', '2026-10-25T09:00:00.000Z'],
  ])('%s %s for %s minutes', (date, time, length, start, end) => {
    const r = orderRange(date, time, length);
    expect([new Date(r.start).toISOString(), new Date(r.end).toISOString()]).toEqual([start, end]);
  });

  it('turns existing orders into the next free start on a DST day', () => {
    const date = '2026-03-29';
    const busy = [orderRange(date, '08:00', 150), orderRange(date, '11:00', 60)]
      .map((r) => busyIntervalOnDate(r, date))
      .filter((b) => b !== null);
    expect(busy).toEqual([minutes(480, 630), minutes(660, 720)]);
    expect(earliestFreeStart(busy, 30)).toBe('10:30');
    expect(earliestFreeStart(busy, 31)).toBe('12:00');
  });
});

describe('reservedRange', () => {
  const iso = (r: { start: Date; end: Date }) => [r.start.toISOString(), r.end.toISOString()];

  it.each([
    ['a morning job in winter', '2026-01-15', '08:00', 120, '06:00', '08:00'],
    ['a job ending at 16:00', '2026-01-15', '14:00', 120, '12:00', '14:00'],
    ['a job longer than the day holds the day only', '2026-01-15', '08:00', 900, '06:00', '14:00'],
    ['the longest job as well', '2026-01-15', '08:00', 10_000, '06:00', '14:00'],
    ['a job in summer time', '2026-06-15', '09:30', 45, '06:30', '07:15'],
  ])('%s', (_name, date, time, minutes, startUtc, endUtc) => {
    expect(iso(reservedRange(date, time, minutes))).toEqual([
      `${date}T${startUtc}:00.000Z`,
      `${date}T${endUtc}:00.000Z`,
    ]);
  });

  it.each(['07:59', '16:00', '23:00'])('refuses a start at %s', (time) => {
    expect(() => reservedRange('2026-01-15', time, 60)).toThrow(
      expect.objectContaining({ code: 'INVALID_TIME' }),
    );
  });

  it.each([0, -1, Number.NaN])('refuses a job of %s minutes', (minutes) => {
    expect(() => reservedRange('2026-01-15', '08:00', minutes)).toThrow(
      expect.objectContaining({ code: 'INVALID_DURATION' }),
    );
  });
});

describe('helsinkiDayStartMs', () => {
  it.each([
    ['2026-01-15', '2026-01-14T22:00:00.000Z'],
    ['2026-03-29', '2026-03-28T22:00:00.000Z'], // the spring change day starts in winter time
    ['2026-03-30', '2026-03-29T21:00:00.000Z'],
    ['2026-10-26', '2026-10-25T22:00:00.000Z'],
  ])('%s starts at %s, also when asked again', (date, instant) => {
    expect(new Date(helsinkiDayStartMs(date)).toISOString()).toBe(instant);
    expect(new Date(helsinkiDayStartMs(date)).toISOString()).toBe(instant);
  });
});

describe('blockBusyRange', () => {
  const end = (start: string, finish: string) =>
    blockBusyRange(range(start, finish)).end.toISOString();

  it.each([
    [
      'a whole-day block 08:00-15:59 lasts until 16:00',
      '2026-01-15T15:59:00+02:00',
      '2026-01-15T14:00:00.000Z',
    ],
    [
      'a morning block until 11:59 lasts until 12:00',
      '2026-01-15T11:59:00+02:00',
      '2026-01-15T10:00:00.000Z',
    ],
    ['an end at 10:29 lasts until 10:30', '2026-01-15T10:29:00+02:00', '2026-01-15T08:30:00.000Z'],
    ['in summer time too', '2026-06-15T15:59:00+03:00', '2026-06-15T13:00:00.000Z'],
    [
      'a block to 23:59 lasts until midnight',
      '2026-01-15T23:59:00+02:00',
      '2026-01-15T22:00:00.000Z',
    ],
    ['an end on a slot stays', '2026-01-15T12:00:00+02:00', '2026-01-15T10:00:00.000Z'],
    ['an end at 12:10 stays', '2026-01-15T12:10:00+02:00', '2026-01-15T10:10:00.000Z'],
    ['an end at 11:59:30 stays', '2026-01-15T11:59:30+02:00', '2026-01-15T09:59:30.000Z'],
  ])('%s', (_name, finish, expected) => {
    expect(end('2026-01-15T08:00:00+02:00', finish)).toBe(expected);
  });

  it('keeps the start', () => {
    const r = blockBusyRange(range('2026-01-15T08:00:00+02:00', '2026-01-15T15:59:00+02:00'));
    expect(r.start.toISOString()).toBe('2026-01-15T06:00:00.000Z');
  });
});
