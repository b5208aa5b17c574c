import { describe, expect, it } from 'vitest';
import type { MinuteInterval } from './free-interval';
import { freeStarts } from './free-starts';
import { parseTimeOfDay } from './time-of-day';
import { nextWorkingDay } from './working-days';

const busy = (...ranges: [string, string][]): MinuteInterval[] =>
  ranges.map(([start, end]) => ({
    startMinutes: parseTimeOfDay(start),
    endMinutes: parseTimeOfDay(end),
  }));
const hourly = { gridMinutes: 60, travelMinutes: 0 };

describe('freeStarts: the starts the phone order form offers', () => {
  it.each<
    [string, MinuteInterval[], number, { gridMinutes: number; travelMinutes: number }, string[]]
  >([
    [
      'a free day, hourly, 1 h',
      [],
      60,
      hourly,
      ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'],
    ],
    [
      'a free day, hourly, 2 h: the last start 14:00',
      [],
      120,
      hourly,
      ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'],
    ],
    [
      'a job 10-12 blocks the starts that would overlap it',
      busy(['10:00', '12:00']),
      60,
      hourly,
      ['08:00', '09:00', '12:00', '13:00', '14:00', '15:00'],
    ],
    [
      'travel 30 min keeps 09:00 off before a job at 10:00',
      busy(['10:00', '12:00']),
      60,
      { gridMinutes: 60, travelMinutes: 30 },
      ['08:00', '12:00', '13:00', '14:00', '15:00'],
    ],
    [
      'travel may reach past 16:00',
      [],
      60,
      { gridMinutes: 60, travelMinutes: 30 },
      ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'],
    ],
    [
      'a 15-minute grid around a block 08:00-15:00',
      busy(['08:00', '15:00']),
      45,
      { gridMinutes: 15, travelMinutes: 0 },
      ['15:00', '15:15'],
    ],
    ['a whole-day block: nothing', [{ startMinutes: 0, endMinutes: 1440 }], 30, hourly, []],
    ['a job longer than the day needs the whole day', [], 600, hourly, ['08:00']],
  ])('%s', (_name, intervals, minutes, rules, expected) => {
    expect(freeStarts(intervals, minutes, rules)).toEqual(expected);
  });
});

describe('nextWorkingDay: where a phone order starts', () => {
  it.each([
    ['2026-11-23', '2026-11-24'], // Monday -> Tuesday
    ['2026-11-27', '2026-11-30'], // Friday -> Monday
    ['2026-11-28', '2026-11-30'], // Saturday -> Monday
    ['2026-11-29', '2026-11-30'], // Sunday -> Monday
    ['2026-12-04', '2026-12-07'], // Friday before Independence Day (Sunday 6.12) -> Monday
    ['2026-12-23', '2026-12-28'], // Christmas Eve, Christmas, Boxing Day and a weekend
    ['2026-12-31', '2027-01-04'], // New Year's Day (Friday) and a weekend
    ['2027-06-24', '2027-06-28'], // Thursday: Midsummer Eve 25.6, Midsummer Day, Sunday
  ])('%s -> %s', (day, next) => {
    expect(nextWorkingDay(day)).toBe(next);
  });
});
