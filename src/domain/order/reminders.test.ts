import { describe, expect, it } from 'vitest';
import { isReminderDue, jobDaysToRemind, reminderDay } from './reminders';

describe('the reminder: two Finnish working days before the job', () => {
  it.each([
    // job day, reminder day, why
    ['2026-12-09', '2026-12-07', 'Wednesday job: Monday'],
    ['2026-12-14', '2026-12-10', 'Monday job: the weekend does not count, Thursday'],
    ['2026-12-15', '2026-12-11', 'Tuesday job: the Friday before'],
    ['2026-12-08', '2026-12-04', 'Tuesday 8.12.: Independence Day (Sun 6.12.) and the weekend'],
    ['2026-12-28', '2026-12-22', 'Christmas Eve and Christmas Day are off'],
    ['2027-01-07', '2027-01-04', 'Epiphany (Wed 6.1.) does not count'],
    ['2026-12-12', '2026-12-10', 'a Saturday job: from the Friday before'],
  ])('a job on %s is reminded on %s (%s)', (job, day) => {
    expect(reminderDay(job)).toBe(day);
  });

  it('is due from its day until the day before the job, never on the job day', () => {
    expect(isReminderDue('2026-12-09', '2026-12-14')).toBe(false);
    expect(isReminderDue('2026-12-10', '2026-12-14')).toBe(true);
    expect(isReminderDue('2026-12-13', '2026-12-14')).toBe(true);
    expect(isReminderDue('2026-12-14', '2026-12-14')).toBe(false);
  });

  it('names the job days due on a day as one range', () => {
    // Thursday 10.12.: Friday 11., the weekend and Monday 14.
    expect(jobDaysToRemind('2026-12-10')).toEqual({ first: '2026-12-11', last: '2026-12-14' });
    // Tuesday 22.12.: everything up to Monday 28.12. over Christmas.
    expect(jobDaysToRemind('2026-12-22')).toEqual({ first: '2026-12-23', last: '2026-12-28' });
    // A Saturday: Tuesday 15.12.'s day was Friday 11., so up to it (a late sender).
    expect(jobDaysToRemind('2026-12-12')).toEqual({ first: '2026-12-13', last: '2026-12-15' });
  });
});
