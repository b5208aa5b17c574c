import { describe, expect, it } from 'vitest';
import { isPastRetention, retentionCutoff } from './retention';

describe('retentionCutoff', () => {
  it.each([
    ['2033-01-01', 6, '2027-01-01'],
    ['2033-12-31', 6, '2027-01-01'],
    ['2032-12-31', 6, '2026-01-01'],
    ['2030-06-15', 1, '2029-01-01'],
  ])('on %s with %i years: job days before %s are due', (today, years, day) => {
    expect(retentionCutoff(today, years)).toEqual({ day, month: day.slice(0, 7) });
  });
});

describe('isPastRetention: a job in year Y loses its data on 1 January of Y + years + 1', () => {
  it.each([
    // A job on the last day of 2026, 6 years: kept through 2032, due on 1.1.2033.
    ['2026-12-31', '2032-12-31', 6, false],
    ['2026-12-31', '2033-01-01', 6, true],
    // A job on the first day of 2026 is due on the same day as the last one.
    ['2026-01-01', '2032-12-31', 6, false],
    ['2026-01-01', '2033-01-01', 6, true],
    // A mall order's starting month.
    ['2026-12', '2032-12-31', 6, false],
    ['2026-12', '2033-01-01', 6, true],
    ['2027-01', '2033-01-01', 6, false],
    // Another period.
    ['2026-06-30', '2028-12-31', 2, false],
    ['2026-06-30', '2029-01-01', 2, true],
  ])('job %s, today %s, %i years: %s', (job, today, years, due) => {
    expect(isPastRetention(job, today, years)).toBe(due);
  });
});
