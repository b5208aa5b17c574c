import { describe, expect, it } from 'vitest';
import { periodProblem, readReportParams } from './report-params';

describe("the reports page's address", () => {
  it.each([
    ['', { from: '2026-11-01', to: '2026-11-30' }, 'month'],
    ['from=2026-01-01&to=2026-06-30&by=washer', { from: '2026-01-01', to: '2026-06-30' }, 'washer'],
    ['from=2026-01-01&to=soon&by=year', { from: '2026-11-01', to: '2026-11-30' }, 'month'],
    ['from=2026-01-01&to=2026-01-31&by=week', { from: '2026-01-01', to: '2026-01-31' }, 'week'],
  ])('reads ?%s', (query, period, by) => {
    expect(readReportParams(new URLSearchParams(query), '2026-11-28')).toEqual({ period, by });
  });

  it.each([
    [{ from: '2026-01-01', to: '2026-12-31' }, null],
    [{ from: '2026-01-01', to: '2026-01-01' }, null],
    [{ from: '', to: '2026-01-01' }, 'period_missing'],
    [{ from: '2026-02-01', to: '2026-01-31' }, 'period_reversed'],
    [{ from: '2024-01-01', to: '2026-12-31' }, null],
    [{ from: '2024-01-01', to: '2027-01-01' }, 'period_too_long'],
  ])('checks %o', (period, problem) => {
    expect(periodProblem(period)).toBe(problem);
  });
});
