/**
 * The reminder mail (issue 15 point 2, decision 053): two Finnish working days before the
 * job. Working days as everywhere (working-days.ts): not weekends, public holidays,
 * Midsummer Eve or Christmas Eve; the job's own day is not counted. A job on Wednesday is
 * reminded on Monday, one on Monday on the Thursday before, one on Monday 28.12.2026 on
 * Tuesday 22.12. (Christmas Eve and Christmas Day are off).
 *
 * The reminder is due from the start of its day (Helsinki) until the job's day begins: a
 * process that was down on the day sends it late rather than never, never on the job's day.
 */
import type { LocalDate } from '../calendar/local-date';
import { addDays } from '../calendar/local-date';
import { workingDaysBefore } from '../calendar/working-days';

/** Working days between the reminder's day and the job. */
export const reminderWorkingDays = 2;

/** The day the reminder of the job on `jobDay` is sent. */
export const reminderDay = (jobDay: LocalDate): LocalDate =>
  workingDaysBefore(jobDay, reminderWorkingDays);

/** Whether the reminder of the job on `jobDay` is due on `today`. */
export const isReminderDue = (today: LocalDate, jobDay: LocalDate): boolean =>
  reminderDay(jobDay) <= today && today < jobDay;

/**
 * The job days whose reminder is due on `today`, as a range [first, last] (the reminder
 * day only grows with the job day, so they are consecutive); null when none.
 */
export function jobDaysToRemind(today: LocalDate): { first: LocalDate; last: LocalDate } | null {
  const first = addDays(today, 1);
  if (!isReminderDue(today, first)) return null;
  let last = first;
  // Two working days span at most a long weekend and a holiday week: a month bounds it.
  for (let i = 0; i < 31 && isReminderDue(today, addDays(last, 1)); i += 1) {
    last = addDays(last, 1);
  }
  return { first, last };
}
