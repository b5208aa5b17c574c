import { describe, expect, it } from 'vitest';
import { formatHours, formatShare, quickOf, quickPeriod, utilisation } from './period';

describe('report periods', () => {
  it.each([
    ['this_month', '2026-11-28', '2026-11-01', '2026-11-30'],
    ['this_month', '2027-02-01', '2027-02-01', '2027-02-28'],
    ['last_month', '2026-11-28', '2026-10-01', '2026-10-31'],
    ['last_month', '2027-01-15', '2026-12-01', '2026-12-31'],
    ['last_month', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['this_year', '2026-11-28', '2026-01-01', '2026-12-31'],
    ['last_12_months', '2026-11-28', '2025-12-01', '2026-11-30'],
    ['last_12_months', '2027-01-01', '2026-02-01', '2027-01-31'],
  ] as const)('%s on %s is %s - %s', (choice, today, from, to) => {
    expect(quickPeriod(choice, today)).toEqual({ from, to });
    expect(quickOf({ from, to }, today)).toBe(choice);
  });

  it('knows a hand-picked period is none of the quick ones', () => {
    expect(quickOf({ from: '2026-11-02', to: '2026-11-30' }, '2026-11-28')).toBeUndefined();
  });

  it.each([
    [6, 8, 0.75, '75\u00a0%', '75%'],
    [0, 8, 0, '0\u00a0%', '0%'],
    [9, 8, 1.125, '113\u00a0%', '113%'],
    [3, 0, null, '–', '–'],
  ])('utilisation of %s h booked of %s h available', (booked, available, share, fi, en) => {
    expect(utilisation(booked, available)).toBe(share);
    expect(formatShare(utilisation(booked, available), 'fi')).toBe(fi);
    expect(formatShare(utilisation(booked, available), 'en')).toBe(en);
  });

  it('writes hours with one decimal in each language', () => {
    expect(formatHours(12.46, 'fi')).toBe('12,5\u00a0h');
    expect(formatHours(12.46, 'en')).toBe('12.5\u00a0h');
    expect(formatHours(0, 'fi')).toBe('0,0\u00a0h');
  });
});
