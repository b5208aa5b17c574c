/**
 * The next visit of a recurring order (issue 15 point 2, decision 053). A recurring order
 * comes back after its interval (3, 6, 9 or 12 months): the next visit is due on the job's
 * day plus the interval, and is proposed four weeks before that. The proposal looks for a
 * free time of the same washer on the same weekday near that day, then on other working
 * days near it; an unconfirmed proposal frees its time a week after it was made.
 */
import type { LocalDate } from '../calendar/local-date';
import { addDays, addMonths, datesBetween, isoWeekday } from '../calendar/local-date';
import { isWorkingDay } from '../calendar/working-days';

/** How long before the next visit's day the customer gets the proposal. */
export const proposalDaysBefore = 28;
/** How long an unconfirmed proposal holds the washer's time. */
export const proposalHoldDays = 7;
/** How far from the due day a free time is looked for: two weeks before, four after. */
const searchDaysBefore = 14;
const searchDaysAfter = 28;

/** The day the next visit is due: the job's day plus the interval. */
export const nextVisitDay = (jobDay: LocalDate, intervalMonths: number): LocalDate =>
  addMonths(jobDay, intervalMonths);

/** The day on which the next visit of the job on `jobDay` is proposed. */
export const proposalDay = (jobDay: LocalDate, intervalMonths: number): LocalDate =>
  addDays(nextVisitDay(jobDay, intervalMonths), -proposalDaysBefore);

const distance = (a: LocalDate, b: LocalDate) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/**
 * The working days to try for the next visit, best first: the same weekday as the last job
 * nearest to the due day, then any working day nearest to it (earlier before later on a
 * tie). Days before `earliest` (the first orderable day) are left out.
 */
export function nextVisitCandidates(
  jobDay: LocalDate,
  intervalMonths: number,
  earliest: LocalDate,
): LocalDate[] {
  const due = nextVisitDay(jobDay, intervalMonths);
  const weekday = isoWeekday(jobDay);
  const first = addDays(due, -searchDaysBefore);
  const days = datesBetween(first < earliest ? earliest : first, addDays(due, searchDaysAfter));
  const key = (day: LocalDate) => [isoWeekday(day) === weekday ? 0 : 1, distance(day, due)];
  return days.filter(isWorkingDay).sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0]! - kb[0]! || ka[1]! - kb[1]! || (a < b ? -1 : 1);
  });
}
