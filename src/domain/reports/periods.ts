/**
 * The rows of a report by time: calendar months ('YYYY-MM') and ISO weeks ('YYYY-Www',
 * Monday first; the week's year is the year of its Thursday). Pure.
 */
import { addDays, datesBetween, isoWeekday, type LocalDate } from '../calendar/local-date';

export type TimeGrouping = 'month' | 'week';

export const monthKeyOf = (day: LocalDate) => day.slice(0, 7);

/** The ISO week of a day: 2026-12-31 (Thursday) is 2026-W53, 2027-01-01 too. */
export function isoWeekKeyOf(day: LocalDate): string {
  const thursday = addDays(day, 4 - isoWeekday(day));
  const year = thursday.slice(0, 4);
  const firstThursday = addDays(`${year}-01-04`, 4 - isoWeekday(`${year}-01-04`));
  const week = Math.round(
    (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstThursday}T00:00:00Z`)) /
      (7 * 86_400_000),
  );
  return `${year}-W${String(week + 1).padStart(2, '0')}`;
}

export const periodKeyOf = (day: LocalDate, by: TimeGrouping) =>
  by === 'month' ? monthKeyOf(day) : isoWeekKeyOf(day);

/** The keys of the rows from `from` to `to` (both included), in order, each once. */
export function periodKeys(from: LocalDate, to: LocalDate, by: TimeGrouping): string[] {
  const keys = new Set<string>();
  for (const day of datesBetween(from, to)) keys.add(periodKeyOf(day, by));
  return [...keys];
}
