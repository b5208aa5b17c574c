import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  datesBetween,
  formatLocalDate,
  isoWeekday,
  isWeekend,
  parseLocalDate,
} from './local-date';

describe('parseLocalDate', () => {
  it('reads a valid date', () => {
    expect(parseLocalDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it.each([
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-1-1',
    '26-01-01',
    '',
    '2026-01-01T00:00',
  ])('refuses %s with INVALID_DATE', (date) => {
    expect(() => parseLocalDate(date)).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('formats with zero padding', () => {
    expect(formatLocalDate(2026, 3, 9)).toBe('2026-03-09');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-12', 2, '2026-01-14'],
    ['2026-12-30', 3, '2027-01-02'], // year end
    ['2028-02-28', 1, '2028-02-29'], // leap day
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-28', 1, '2026-03-29'], // the spring DST day has 23 hours, still one day
    ['2026-10-25', 1, '2026-10-26'], // the autumn DST day has 25 hours
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %s days = %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-12', 3, '2026-04-12'],
    ['2026-10-15', 3, '2027-01-15'],
    ['2025-11-30', 3, '2026-02-28'], // clamped to the end of February
    ['2027-11-30', 3, '2028-02-29'], // leap year
    ['2026-12-31', 3, '2027-03-31'],
    ['2026-03-31', 3, '2026-06-30'],
    ['2026-01-31', -2, '2025-11-30'],
  ])('%s + %s months = %s', (date, months, result) => {
    expect(addMonths(date, months)).toBe(result);
  });
});

describe('weekdays', () => {
  it.each([
    ['2026-01-12', 1, false], // Monday
    ['2026-01-16', 5, false], // Friday
    ['2026-01-17', 6, true], // Saturday
    ['2026-01-18', 7, true], // Sunday
    ['2026-03-29', 7, true], // DST Sunday
  ])('%s is weekday %s (weekend: %s)', (date, weekday, weekend) => {
    expect(isoWeekday(date)).toBe(weekday);
    expect(isWeekend(date)).toBe(weekend);
  });
});

describe('datesBetween', () => {
  it('includes both ends, across a month end', () => {
    expect(datesBetween('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
  });

  it('is one date for equal ends and empty for reversed ends', () => {
    expect(datesBetween('2026-05-05', '2026-05-05')).toEqual(['2026-05-05']);
    expect(datesBetween('2026-05-06', '2026-05-05')).toEqual([]);
  });

  it('counts every day of a year with both DST changes', () => {
    expect(datesBetween('2026-01-01', '2026-12-31')).toHaveLength(365);
  });
});
