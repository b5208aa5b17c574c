import { describe, expect, it } from 'vitest';
import {
  addMonthsToYearMonth,
  defaultStartingMonth,
  firstInsideWashMonth,
  isOfferedStartingMonth,
  offeredStartingMonths,
} from './mall-starting-months';

describe('starting months in Helsinki time', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '2026-02'],
    ['2026-11-30T12:00:00Z', '2026-12'],
    ['2026-12-15T10:00:00Z', '2027-01'], // January after December
    ['2026-12-31T21:59:59Z', '2027-01'], // 23:59:59 on 31 December in Helsinki (UTC+2)
    ['2026-12-31T22:00:00Z', '2027-02'], // already 1 January in Helsinki, still 2026 in UTC
    ['2026-05-31T20:59:59Z', '2026-06'], // 23:59:59 in summer time (UTC+3)
    ['2026-05-31T21:00:00Z', '2026-07'], // 1 June 00:00 in Helsinki
  ])('at %s the default is %s', (now, month) => {
    expect(defaultStartingMonth(new Date(now))).toBe(month);
  });

  it('offers seven months, the default first, across the year end', () => {
    expect(offeredStartingMonths(new Date('2026-08-10T09:00:00Z'))).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
  });

  it('checks a chosen month against the offer', () => {
    const now = '2026-12-15T10:00:00+02:00';
    expect(isOfferedStartingMonth(now, '2027-01')).toBe(true);
    expect(isOfferedStartingMonth(now, '2027-07')).toBe(true);
    expect(isOfferedStartingMonth(now, '2027-08')).toBe(false);
    expect(isOfferedStartingMonth(now, '2026-12')).toBe(false);
  });
});

describe('month arithmetic', () => {
  it.each([
    ['2026-09', 6, '2027-03'],
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-06', 0, '2026-06'],
  ])('%s + %s months = %s', (month, months, result) => {
    expect(addMonthsToYearMonth(month, months)).toBe(result);
  });

  it('the first inside wash is six months after the start', () => {
    expect(firstInsideWashMonth('2026-09')).toBe('2027-03');
  });

  it.each(['2026-13', '2026-00', '2026-1', 'x'])('refuses %s', (month) => {
    expect(() => addMonthsToYearMonth(month, 1)).toThrow(
      expect.objectContaining({ code: 'INVALID_DATE' }),
    );
  });
});
