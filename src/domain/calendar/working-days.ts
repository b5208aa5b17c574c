/**
 * Working days (decision 021): Monday to Friday and not a day off in Finland.
 * Days off for scheduling (reference/finland.md): the public holidays that
 * date-holidays computes for 'FI' (type 'public' only; its 'bank' days such as New Year's
 * Eve are working days), plus Midsummer Eve and Christmas Eve, days off in practice.
 *
 * date-holidays is heavy: only calendar files import it, and pricing never imports the
 * calendar, so the calculator's bundle stays free of it.
 */
import Holidays from 'date-holidays';
import type { LocalDate } from './local-date';
import { addDays, formatLocalDate, isoWeekday, isWeekend, parseLocalDate } from './local-date';

let finland: Holidays | undefined;
const daysOffByYear = new Map<number, ReadonlySet<LocalDate>>();

/** Public holidays of a year; date-holidays gives 'YYYY-MM-DD 00:00:00' in Finnish time. */
export function publicHolidays(year: number): LocalDate[] {
  finland ??= new Holidays('FI');
  return finland
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => holiday.date.slice(0, 10));
}

/** Midsummer Eve: the Friday between 19 and 25 June. */
export function midsummerEve(year: number): LocalDate {
  const june19 = formatLocalDate(year, 6, 19);
  const daysToFriday = (5 - isoWeekday(june19) + 7) % 7;
  return addDays(june19, daysToFriday);
}

export function christmasEve(year: number): LocalDate {
  return formatLocalDate(year, 12, 24);
}

/** The days off of a year besides weekends (cached per year). */
export function daysOff(year: number): ReadonlySet<LocalDate> {
  let days = daysOffByYear.get(year);
  if (days === undefined) {
    days = new Set([...publicHolidays(year), midsummerEve(year), christmasEve(year)]);
    daysOffByYear.set(year, days);
  }
  return days;
}

/** Monday to Friday, not a public holiday, Midsummer Eve or Christmas Eve. */
export function isWorkingDay(date: LocalDate): boolean {
  const { year } = parseLocalDate(date);
  return !isWeekend(date) && !daysOff(year).has(date);
}

/**
 * The `count`-th working day counting back from `day` (which itself does not count): the
 * last free change day (5) and the reminder's day (2) of a job.
 */
export function workingDaysBefore(day: LocalDate, count: number): LocalDate {
  let current = day;
  let counted = 0;
  while (counted < count) {
    current = addDays(current, -1);
    if (isWorkingDay(current)) counted += 1;
  }
  return current;
}

/**
 * The first working day after `day`: where a phone order starts (issue 24 point 7), never
 * today and never a weekend or a day off.
 */
export function nextWorkingDay(day: LocalDate): LocalDate {
  let current = addDays(day, 1);
  while (!isWorkingDay(current)) current = addDays(current, 1);
  return current;
}
