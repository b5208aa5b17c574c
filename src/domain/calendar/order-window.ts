/**
 * Which days a customer may order (customer spec section 5 'Calendar', decision 021), read
 * on the Helsinki clock at the injected `now`:
 * - earliest: 2 days ahead when ordered at an hour of 9 or less (up to 09:59:59),
 *   else 3 days; a Saturday or Sunday moves on to the Monday;
 * - latest: 3 calendar months after today;
 * - in between, only working days.
 */
import { helsinkiDate, helsinkiHour } from './helsinki-time';
import type { InstantInput } from './helsinki-time';
import type { LocalDate } from './local-date';
import { addDays, addMonths, datesBetween, isoWeekday } from './local-date';
import { isWorkingDay } from './working-days';

/** The last Helsinki hour that still gives the shorter lead time ('before or at 9'). */
export const LAST_EARLY_HOUR = 9;
export const EARLY_LEAD_DAYS = 2;
export const LATE_LEAD_DAYS = 3;
export const ORDER_HORIZON_MONTHS = 3;

export function earliestOrderDate(now: InstantInput): LocalDate {
  const leadDays = helsinkiHour(now) <= LAST_EARLY_HOUR ? EARLY_LEAD_DAYS : LATE_LEAD_DAYS;
  const date = addDays(helsinkiDate(now), leadDays);
  const weekday = isoWeekday(date);
  return weekday >= 6 ? addDays(date, 8 - weekday) : date;
}

/** Today in Helsinki plus 3 months (end-of-month days clamp: 30 Nov -> 28/29 Feb). */
export function latestOrderDate(now: InstantInput): LocalDate {
  return addMonths(helsinkiDate(now), ORDER_HORIZON_MONTHS);
}

/** Working days from the earliest to the latest date, both included. */
export function orderableDates(now: InstantInput): LocalDate[] {
  return datesBetween(earliestOrderDate(now), latestOrderDate(now)).filter(isWorkingDay);
}

/** The server's re-check of a chosen day: inside the window and a working day. */
export function isOrderableDate(now: InstantInput, date: LocalDate): boolean {
  return date >= earliestOrderDate(now) && date <= latestOrderDate(now) && isWorkingDay(date);
}
