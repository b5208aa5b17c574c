import { describe, expect, it } from 'vitest';
import {
  earliestOrderDate,
  isOrderableDate,
  latestOrderDate,
  orderableDates,
} from './order-window';

describe('earliestOrderDate: the 09:59:59 boundary on the Helsinki clock', () => {
  it.each([
    // winter, UTC+2: Monday 12 January 2026
    ['2026-01-12T07:59:59Z', '09:59:59 winter', '2026-01-14'],
    ['2026-01-12T08:00:00Z', '10:00:00 winter', '2026-01-15'],
    ['2026-01-11T22:00:00Z', '00:00 Monday (still Sunday in UTC)', '2026-01-14'],
    // summer, UTC+3: Monday 8 June 2026
    ['2026-06-08T06:59:59Z', '09:59:59 summer', '2026-06-10'],
    ['2026-06-08T07:00:00Z', '10:00:00 summer', '2026-06-11'],
    ['2026-06-08T06:30:00Z', '09:30 summer (06:30 UTC)', '2026-06-10'],
    [
      '2026-06-08T09:00:00Z',
      '12:00 summer (09:00 UTC, a naive UTC hour would say 2 days)',
      '2026-06-11',
    ],
    ['2026-06-08T20:59:59Z', '23:59:59 Monday', '2026-06-11'],
    ['2026-06-08T21:00:00Z', '00:00 Tuesday (still Monday in UTC)', '2026-06-11'],
  ])('at %s (%s) the earliest day is %s', (now, _label, date) => {
    expect(earliestOrderDate(new Date(now))).toBe(date);
  });

  it.each([
    ['2026-01-14T09:00:00+02:00', 'Wednesday 09:00 -> Friday', '2026-01-16'],
    ['2026-01-14T10:00:00+02:00', 'Wednesday 10:00 -> Saturday -> Monday', '2026-01-19'],
    ['2026-01-15T09:59:59+02:00', 'Thursday 09:59 -> Saturday -> Monday', '2026-01-19'],
    ['2026-01-15T10:00:00+02:00', 'Thursday 10:00 -> Sunday -> Monday', '2026-01-19'],
    ['2026-01-16T09:00:00+02:00', 'Friday 09:00 -> Sunday -> Monday', '2026-01-19'],
    ['2026-01-16T10:00:00+02:00', 'Friday 10:00 -> Monday', '2026-01-19'],
    ['2026-01-17T09:00:00+02:00', 'Saturday 09:00 -> Monday', '2026-01-19'],
    ['2026-01-17T10:00:00+02:00', 'Saturday 10:00 -> Tuesday', '2026-01-20'],
    ['2026-01-18T09:00:00+02:00', 'Sunday 09:00 -> Tuesday', '2026-01-20'],
    ['2026-01-18T10:00:00+02:00', 'Sunday 10:00 -> Wednesday', '2026-01-21'],
    [
      '2026-03-27T09:00:00+02:00',
      'Friday before the spring change -> Sunday -> Monday',
      '2026-03-30',
    ],
    ['2026-03-29T09:59:59+03:00', 'on the spring change day, 09:59:59 summer time', '2026-03-31'],
    ['2026-10-25T09:59:59+02:00', 'on the autumn change day, 09:59:59 winter time', '2026-10-27'],
    ['2026-10-25T10:00:00+02:00', 'on the autumn change day, 10:00 winter time', '2026-10-28'],
    ['2026-12-30T10:00:00+02:00', 'over the year end', '2027-01-04'],
  ])('%s: %s = %s', (now, _label, date) => {
    expect(earliestOrderDate(now)).toBe(date);
  });

  it('is not moved past a holiday itself: orderableDates skips it', () => {
    const now = '2026-04-01T09:00:00+03:00'; // Wednesday before Easter
    expect(earliestOrderDate(now)).toBe('2026-04-03'); // Good Friday
    expect(orderableDates(now)[0]).toBe('2026-04-07'); // past Easter Monday
  });
});

describe('latestOrderDate: three months after today in Helsinki', () => {
  it.each([
    ['2026-01-12T12:00:00Z', '2026-04-12'],
    ['2025-11-30T12:00:00Z', '2026-02-28'],
    ['2027-11-30T12:00:00Z', '2028-02-29'],
    ['2026-01-31T22:30:00Z', '2026-05-01'], // already 1 February in Helsinki
  ])('at %s the latest day is %s', (now, date) => {
    expect(latestOrderDate(new Date(now))).toBe(date);
  });
});

describe('orderableDates', () => {
  it('lists working days only, over Christmas and the year end', () => {
    const dates = orderableDates('2026-12-18T09:00:00+02:00'); // Friday
    expect(dates.slice(0, 9)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-28', // 24 (Christmas Eve), 25, 26 and the weekend are off
      '2026-12-29',
      '2026-12-30',
      '2026-12-31', // New Year's Eve is a working day
      '2027-01-04', // 1 January off, then the weekend
      '2027-01-05', // 6 January (Epiphany) follows
    ]);
    expect(dates).not.toContain('2027-01-06');
    expect(dates.at(-1)).toBe('2027-03-18'); // 18 March 2027 is a Thursday
  });

  it('ends on the latest date when it is a working day', () => {
    const dates = orderableDates('2026-01-12T12:00:00+02:00');
    expect(dates[0]).toBe('2026-01-15');
    expect(dates.at(-1)).toBe('2026-04-10'); // 12 April is a Sunday, 11 a Saturday
    expect(dates.every((d) => d >= '2026-01-15' && d <= '2026-04-12')).toBe(true);
    expect(dates).not.toContain('2026-04-03');
    expect(dates).not.toContain('2026-04-06');
  });

  it('re-checks a chosen day', () => {
    const now = '2026-01-12T12:00:00+02:00';
    expect(isOrderableDate(now, '2026-01-15')).toBe(true);
    expect(isOrderableDate(now, '2026-01-14')).toBe(false); // too soon
    expect(isOrderableDate(now, '2026-01-17')).toBe(false); // Saturday
    expect(isOrderableDate(now, '2026-04-03')).toBe(false); // Good Friday
    expect(isOrderableDate(now, '2026-04-13')).toBe(false); // past three months
  });
});
