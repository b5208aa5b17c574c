import { describe, expect, it } from 'vitest';
import { isoWeekday } from '../calendar/local-date';
import { nextVisitCandidates, nextVisitDay, proposalDay } from './next-visit';

describe('the next visit of a recurring order', () => {
  it.each([
    ['2026-12-09', 3, '2027-03-09', '2027-02-09'],
    ['2026-11-30', 3, '2027-02-28', '2027-01-31'],
    ['2026-12-09', 12, '2027-12-09', '2027-11-11'],
  ])('a job on %s every %i months: due %s, proposed %s', (job, months, due, proposed) => {
    expect(nextVisitDay(job, months)).toBe(due);
    expect(proposalDay(job, months)).toBe(proposed);
  });

  it('tries the same weekday nearest the due day first, then other working days', () => {
    // Wednesday 9.12.2026 + 3 months = Tuesday 9.3.2027: Wednesdays 10.3., 3.3., 17.3. ...
    const days = nextVisitCandidates('2026-12-09', 3, '2027-01-01');
    expect(days.slice(0, 3)).toEqual(['2027-03-10', '2027-03-03', '2027-03-17']);
    const wednesdays = days.filter((d) => isoWeekday(d) === 3);
    expect(days.slice(0, wednesdays.length)).toEqual(wednesdays);
    expect(days[wednesdays.length]).toBe('2027-03-09');
    expect(days.every((d) => isoWeekday(d) <= 5)).toBe(true);
  });

  it('leaves out holidays and days before the first orderable day', () => {
    // Wednesday 24.12.2025 is Christmas Eve; the next Wednesday 6.1.2027 is Epiphany.
    const days = nextVisitCandidates('2026-10-06', 3, '2027-01-05');
    expect(days).not.toContain('2027-01-06');
    expect(days.every((d) => d >= '2027-01-05')).toBe(true);
  });
});
