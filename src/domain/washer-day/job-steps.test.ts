import { describe, expect, it } from 'vitest';
import { canReportStep, waitsForJobDay, washerDayWindowFault, type JobStep } from './job-steps';

describe('the steps a washer reports (decision 058)', () => {
  const cases: [JobStep | null, JobStep, boolean][] = [
    [null, 'on_the_way', true],
    [null, 'started', true],
    [null, 'done', true],
    [null, 'not_done', true],
    ['on_the_way', 'on_the_way', false],
    ['on_the_way', 'started', true],
    ['on_the_way', 'done', true],
    ['on_the_way', 'not_done', true],
    ['started', 'on_the_way', false],
    ['started', 'started', false],
    ['started', 'done', true],
    ['started', 'not_done', true],
    ['done', 'on_the_way', false],
    ['done', 'started', false],
    ['done', 'done', false],
    ['done', 'not_done', false],
    ['not_done', 'on_the_way', false],
    ['not_done', 'started', false],
    ['not_done', 'done', false],
    ['not_done', 'not_done', false],
  ];
  it.each(cases)('after %s, %s is allowed: %s', (last, step, isAllowed) => {
    expect(canReportStep(last, step)).toBe(isAllowed);
  });

  it('lets only started and done wait for the job day', () => {
    expect((['on_the_way', 'started', 'done', 'not_done'] as const).filter(waitsForJobDay)).toEqual(
      ['started', 'done'],
    );
  });
});

describe('the days a washer may read', () => {
  const today = '2026-11-28';
  it.each([
    ['2026-11-21', '2026-11-21', null],
    ['2026-11-20', '2026-11-28', { field: 'from', key: 'validation.date_too_early' }],
    ['2026-11-28', '2026-11-27', { field: 'to', key: 'validation.date_range_invalid' }],
    ['2026-11-28', '2026-12-29', null],
    ['2026-11-28', '2026-12-30', { field: 'to', key: 'validation.date_range_too_long' }],
    // Year end and the far future: 31 days is 31 days.
    ['2026-12-15', '2027-01-15', null],
    ['2030-01-01', '2030-02-01', null],
    ['2030-01-01', '2030-02-02', { field: 'to', key: 'validation.date_range_too_long' }],
    // A day of daylight saving time counts as one day.
    ['2027-03-01', '2027-04-01', null],
  ] as const)('%s to %s: %o', (from, to, fault) => {
    expect(washerDayWindowFault(from, to, today)).toEqual(fault);
  });
});
