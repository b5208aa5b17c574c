import { describe, expect, it } from 'vitest';
import type { MinuteInterval } from './free-interval';
import {
  bookedMinutes,
  busyInsideWorkday,
  earliestFreeStart,
  earliestFreeStartInMerged,
  earliestFreeStartMinutes,
  isFreeAt,
} from './free-interval';
import { parseTimeOfDay } from './time-of-day';

/** ['09:00', '10:30'] -> { startMinutes: 540, endMinutes: 630 }; '24:00' is the day's end. */
const busy = (...ranges: [string, string][]): MinuteInterval[] =>
  ranges.map(([start, end]) => ({
    startMinutes: parseTimeOfDay(start),
    endMinutes: end === '24:00' ? 1440 : parseTimeOfDay(end),
  }));

describe('earliestFreeStart', () => {
  it.each<[string, MinuteInterval[], number, string | null]>([
    ['a free day', [], 120, '08:00'],
    ['after a morning order', busy(['08:00', '10:00']), 120, '10:00'],
    ['an exact fit before a block', busy(['09:00', '10:00']), 60, '08:00'],
    ['one minute too long for the gap', busy(['09:00', '10:00']), 61, '10:00'],
    ['overlapping intervals', busy(['08:00', '10:00'], ['09:00', '11:40']), 60, '11:40'],
    ['unsorted intervals', busy(['13:00', '14:00'], ['08:00', '12:30']), 60, '14:00'],
    ['a gap too small between orders', busy(['08:00', '10:00'], ['10:45', '12:00']), 60, '12:00'],
    ['an exact fit at the end of the day', busy(['08:00', '14:00']), 120, '14:00'],
    ['one minute past 16:00', busy(['08:00', '14:00']), 121, null],
    ['a fully booked day', busy(['08:00', '16:00']), 30, null],
    ['blocks outside working hours', busy(['00:00', '08:00'], ['16:00', '24:00']), 480, '08:00'],
    ['a block reaching into the morning', busy(['06:00', '09:15']), 60, '09:15'],
    ['a block from earlier days until noon', busy(['00:00', '12:00']), 240, '12:00'],
    ['a block from noon on into later days', busy(['12:00', '24:00']), 240, '08:00'],
    ['a block from noon, job of 241 minutes', busy(['12:00', '24:00']), 241, null],
    ['a whole-day job on a free day', [], 480, '08:00'],
    ['a job longer than a day needs only a free day', [], 900, '08:00'],
    ['a job longer than a day and one busy minute', busy(['15:59', '16:00']), 900, null],
    ['481 minutes with the first minute taken', busy(['08:00', '08:01']), 481, null],
    [
      'an empty or reversed interval is ignored',
      busy(['10:00', '10:00'], ['12:00', '11:00']),
      480,
      '08:00',
    ],
  ])('%s', (_name, intervals, jobMinutes, start) => {
    expect(earliestFreeStart(intervals, jobMinutes)).toBe(start);
  });

  it('rounds fractional busy edges outwards to whole minutes', () => {
    const intervals = [{ startMinutes: 540.5, endMinutes: 600.25 }];
    expect(busyInsideWorkday(intervals)).toEqual([{ startMinutes: 540, endMinutes: 601 }]);
    expect(earliestFreeStart(intervals, 60)).toBe('08:00');
    expect(earliestFreeStart(intervals, 61)).toBe('10:01');
  });

  it('answers the same from already merged intervals', () => {
    const merged = busyInsideWorkday(busy(['13:00', '14:00'], ['08:00', '12:30']));
    expect(earliestFreeStartInMerged(merged, 60)).toBe(parseTimeOfDay('14:00'));
    expect(earliestFreeStartInMerged(merged, 121)).toBeNull();
    expect(earliestFreeStartInMerged([], 900)).toBe(parseTimeOfDay('08:00'));
  });

  it.each([0, -30, Number.NaN])('refuses a job of %s minutes', (jobMinutes) => {
    expect(() => earliestFreeStartInMerged([], jobMinutes)).toThrow(
      expect.objectContaining({ code: 'INVALID_DURATION' }),
    );
    expect(() => earliestFreeStartMinutes([], jobMinutes)).toThrow(
      expect.objectContaining({ code: 'INVALID_DURATION' }),
    );
  });
});

describe('bookedMinutes', () => {
  it.each<[string, MinuteInterval[], number]>([
    ['nothing', [], 0],
    ['one order', busy(['09:00', '11:00']), 120],
    ['overlaps counted once', busy(['09:00', '11:00'], ['10:00', '12:00']), 180],
    ['only inside 08:00-16:00', busy(['07:00', '09:00'], ['15:30', '18:00']), 90],
    ['outside the working day', busy(['00:00', '08:00'], ['16:00', '24:00']), 0],
    ['a whole-day block', busy(['00:00', '24:00']), 480],
    ['touching intervals', busy(['08:00', '09:00'], ['09:00', '10:00']), 120],
  ])('%s: %s minutes', (_name, intervals, minutes) => {
    expect(bookedMinutes(intervals)).toBe(minutes);
  });

  it('merges touching intervals', () => {
    expect(busyInsideWorkday(busy(['09:00', '10:00'], ['08:00', '09:00']))).toEqual([
      { startMinutes: 480, endMinutes: 600 },
    ]);
  });
});

describe('isFreeAt', () => {
  const day = busy(['09:00', '10:00'], ['12:00', '13:00']);
  it.each<[string, string, number, boolean]>([
    ['the free morning hour', '08:00', 60, true],
    ['one minute into the busy hour', '08:00', 61, false],
    ['right after a busy interval', '10:00', 120, true],
    ['touching the next one', '10:00', 121, false],
    ['starting inside a busy interval', '12:30', 30, false],
    ['ending exactly at 16:00', '13:00', 180, true],
    ['ending after 16:00', '13:30', 180, false],
    ['before the working day', '07:30', 30, false],
  ])('%s: %s for %s minutes is %s', (_name, start, minutes, expected) => {
    expect(isFreeAt(day, parseTimeOfDay(start), minutes)).toBe(expected);
  });

  it('lets a job longer than a day start at 08:00 on a free day only', () => {
    expect(isFreeAt([], parseTimeOfDay('08:00'), 900)).toBe(true);
    expect(isFreeAt([], parseTimeOfDay('08:30'), 900)).toBe(false);
    expect(isFreeAt(busy(['15:59', '16:00']), parseTimeOfDay('08:00'), 900)).toBe(false);
  });

  it('refuses a job of no length', () => {
    expect(() => isFreeAt([], 480, 0)).toThrow(
      expect.objectContaining({ code: 'INVALID_DURATION' }),
    );
  });
});
