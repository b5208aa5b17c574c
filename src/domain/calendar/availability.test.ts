import { describe, expect, it } from 'vitest';
import type { WasherDays } from './availability';
import { availableDays, busyByDate, chooseWasher, freeStartsOn, toDayBusy } from './availability';
import type { InstantRange } from './busy-interval';
import { orderRange } from './busy-interval';
import type { MinuteInterval } from './free-interval';
import { parseTimeOfDay } from './time-of-day';

const range = (start: string, end: string): InstantRange => ({ start, end });
/** ['09:00', '10:30'] -> 540-630. */
const busy = (...ranges: [string, string][]): MinuteInterval[] =>
  ranges.map(([start, end]) => ({
    startMinutes: parseTimeOfDay(start),
    endMinutes: parseTimeOfDay(end),
  }));
const day = (...ranges: [string, string][]) => toDayBusy(busy(...ranges));
const washer = (washerId: number, days: Record<string, MinuteInterval[]>): WasherDays => ({
  washerId,
  busy: new Map(Object.entries(days).map(([date, intervals]) => [date, toDayBusy(intervals)])),
});

describe('busyByDate', () => {
  it('puts orders on their Helsinki date as wall-clock minutes, merged', () => {
    const result = busyByDate(
      [
        orderRange('2026-01-13', '08:00', 90),
        orderRange('2026-01-13', '09:30', 60),
        orderRange('2026-01-14', '13:00', 30),
      ],
      '2026-01-12',
      '2026-01-16',
    );
    expect(Object.fromEntries(result)).toEqual({
      '2026-01-13': day(['08:00', '10:30']),
      '2026-01-14': day(['13:00', '13:30']),
    });
  });

  it('cuts a block covering part of a day to the working day', () => {
    const result = busyByDate(
      [range('2026-01-13T06:30:00+02:00', '2026-01-13T11:59:00+02:00')],
      '2026-01-13',
      '2026-01-13',
    );
    expect(result.get('2026-01-13')).toEqual(day(['08:00', '11:59']));
  });

  it('spreads a block over every date it covers, across the spring clock change', () => {
    // Friday 12:00 to Tuesday 10:00; Sunday 29 March 2026 has 23 hours.
    const result = busyByDate(
      [range('2026-03-27T12:00:00+02:00', '2026-03-31T10:00:00+03:00')],
      '2026-03-23',
      '2026-04-03',
    );
    expect(Object.fromEntries(result)).toEqual({
      '2026-03-27': day(['12:00', '16:00']),
      '2026-03-28': day(['08:00', '16:00']),
      '2026-03-29': day(['08:00', '16:00']),
      '2026-03-30': day(['08:00', '16:00']),
      '2026-03-31': day(['08:00', '10:00']),
    });
  });

  it('leaves out what lies outside the dates or outside the working day', () => {
    const result = busyByDate(
      [
        range('2026-01-01T08:00:00+02:00', '2026-01-12T00:00:00+02:00'), // ends at the first midnight
        range('2026-01-13T16:00:00+02:00', '2026-01-14T08:00:00+02:00'), // evening and night
        range('2026-01-17T08:00:00+02:00', '2026-01-17T10:00:00+02:00'), // after the last date
        orderRange('2026-01-12', '08:00', 60),
      ],
      '2026-01-12',
      '2026-01-16',
    );
    expect(Object.fromEntries(result)).toEqual({ '2026-01-12': day(['08:00', '09:00']) });
  });

  it('reads a block of several months only inside the window', () => {
    const result = busyByDate(
      [range('2025-01-01T00:00:00+02:00', '2027-01-01T00:00:00+02:00')],
      '2026-01-12',
      '2026-01-13',
    );
    expect([...result.keys()]).toEqual(['2026-01-12', '2026-01-13']);
  });
});

describe('toDayBusy', () => {
  it('merges, cuts to the working day and sums the booked minutes', () => {
    expect(toDayBusy(busy(['13:00', '17:00'], ['07:00', '09:00'], ['08:30', '10:00']))).toEqual({
      intervals: busy(['08:00', '10:00'], ['13:00', '16:00']),
      bookedMinutes: 300,
    });
    expect(toDayBusy([])).toEqual({ intervals: [], bookedMinutes: 0 });
  });
});

describe('chooseWasher', () => {
  const date = '2026-01-13';

  it('takes the earliest start even when that washer is more booked', () => {
    const early = washer(1, { [date]: busy(['08:00', '08:30'], ['12:00', '16:00']) });
    const late = washer(2, { [date]: busy(['08:00', '09:00']) });
    expect(chooseWasher(date, [late, early], 60)).toEqual({
      date,
      starting: '08:30',
      cleanerId: 1,
    });
  });

  it('on the same start takes the washer with fewer booked minutes', () => {
    const busier = washer(1, { [date]: busy(['12:00', '16:00']) });
    const freer = washer(2, { [date]: busy(['14:00', '16:00']) });
    expect(chooseWasher(date, [busier, freer], 60)?.cleanerId).toBe(2);
  });

  it('on a full tie takes the lowest id, whatever the order given', () => {
    const a = washer(7, {});
    const b = washer(3, {});
    expect(chooseWasher(date, [a, b], 60)?.cleanerId).toBe(3);
    expect(chooseWasher(date, [b, a], 60)?.cleanerId).toBe(3);
  });

  it('gives a job longer than a day only to a washer with the whole day free', () => {
    const oneMinute = washer(1, { [date]: busy(['15:59', '16:00']) });
    const free = washer(2, {});
    expect(chooseWasher(date, [oneMinute, free], 900)).toEqual({
      date,
      starting: '08:00',
      cleanerId: 2,
    });
    expect(chooseWasher(date, [oneMinute], 900)).toBeNull();
    expect(chooseWasher(date, [oneMinute], 479)?.starting).toBe('08:00');
  });

  it('answers null when nobody has room or nobody serves the area', () => {
    expect(chooseWasher(date, [washer(1, { [date]: busy(['08:00', '16:00']) })], 30)).toBeNull();
    expect(chooseWasher(date, [], 30)).toBeNull();
  });
});

describe('availableDays', () => {
  it('lists, in date order, only the dates on which someone has room', () => {
    const washers = [
      washer(1, { '2026-01-13': busy(['08:00', '16:00']), '2026-01-14': busy(['08:00', '10:00']) }),
      washer(2, { '2026-01-13': busy(['09:00', '16:00']), '2026-01-14': busy(['08:00', '12:00']) }),
    ];
    expect(availableDays(['2026-01-12', '2026-01-13', '2026-01-14'], washers, 120)).toEqual([
      { date: '2026-01-12', starting: '08:00', cleanerId: 1 },
      { date: '2026-01-14', starting: '10:00', cleanerId: 1 },
    ]);
  });

  it('is empty without washers', () => {
    expect(availableDays(['2026-01-12'], [], 60)).toEqual([]);
  });
});

describe('freeStartsOn: the starts of one day for the time picker', () => {
  const date = '2026-01-13';
  const withRules = (w: WasherDays, gridMinutes: number, travelMinutes: number): WasherDays => ({
    ...w,
    rules: { gridMinutes, travelMinutes },
  });

  it('lists every free start on the grid, the afternoon too, not only the first', () => {
    const w = withRules(washer(1, { [date]: busy(['08:00', '12:00']) }), 60, 0);
    expect(freeStartsOn(date, [w], 120)).toEqual([
      { starting: '12:00', cleanerId: 1 },
      { starting: '13:00', cleanerId: 1 },
      { starting: '14:00', cleanerId: 1 },
    ]);
  });

  it("keeps each washer's own grid and travel, and merges the washers' starts in time order", () => {
    // Washer 1: hourly, 30 min travel, a job 10:00-11:00; washer 2: half-hourly, morning off.
    // On the full hours after 13:00 both are free: washer 1, less booked, comes.
    const one = withRules(washer(1, { [date]: busy(['10:00', '11:00']) }), 60, 30);
    const two = withRules(washer(2, { [date]: busy(['08:00', '13:00']) }), 30, 0);
    expect(freeStartsOn(date, [two, one], 60).map((s) => `${s.starting}/${s.cleanerId}`)).toEqual([
      '08:00/1',
      '11:00/1',
      '12:00/1',
      '13:00/1',
      '13:30/2',
      '14:00/1',
      '14:30/2',
      '15:00/1',
    ]);
  });

  it('on a start several washers have free takes the less booked, then the lowest id', () => {
    const busier = withRules(washer(1, { [date]: busy(['08:00', '09:00']) }), 60, 0);
    const freer = withRules(washer(2, {}), 60, 0);
    const other = withRules(washer(5, {}), 60, 0);
    const starts = freeStartsOn(date, [busier, other, freer], 60);
    expect(starts.find((s) => s.starting === '10:00')?.cleanerId).toBe(2);
    expect(starts.find((s) => s.starting === '08:00')?.cleanerId).toBe(2);
  });

  it("starts with the day's start of availableDays (the calendar and the picker agree)", () => {
    const washers = [
      withRules(washer(1, { [date]: busy(['08:00', '09:10']) }), 15, 30),
      withRules(washer(2, { [date]: busy(['08:00', '10:00'], ['13:00', '14:00']) }), 20, 30),
    ];
    for (const minutes of [30, 95, 240, 480, 900]) {
      const first = freeStartsOn(date, washers, minutes)[0] ?? null;
      const day = chooseWasher(date, washers, minutes);
      expect(first, `${minutes} min`).toEqual(
        day === null ? null : { starting: day.starting, cleanerId: day.cleanerId },
      );
    }
  });

  it('is empty when nobody has room', () => {
    expect(freeStartsOn(date, [washer(1, { [date]: busy(['08:00', '16:00']) })], 30)).toEqual([]);
    expect(freeStartsOn(date, [], 30)).toEqual([]);
  });
});
