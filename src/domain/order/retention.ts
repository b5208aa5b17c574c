/**
 * How long an order keeps its personal data (GDPR article 5(1)(e), decision 038). The
 * Accounting Act keeps vouchers 6 years from the end of the financial year (the calendar
 * year here), so an order whose job falls in year Y keeps its personal data through
 * 31 December of Y + years and loses it on 1 January of Y + years + 1, Helsinki time.
 * The job day is the shipping day, for a mall order its starting month, and for an order
 * with neither the Helsinki day it was created.
 */
import type { LocalDate } from '../calendar/local-date';
import { formatLocalDate, parseLocalDate } from '../calendar/local-date';

export interface RetentionCutoff {
  /** Orders whose job day is before this day are due ('YYYY-01-01'). */
  day: LocalDate;
  /** The same bound for a starting month ('YYYY-01'). */
  month: string;
}

/** The bound of the orders due for anonymisation on the Helsinki day `today`. */
export function retentionCutoff(today: LocalDate, years: number): RetentionCutoff {
  const year = parseLocalDate(today).year - years;
  return { day: formatLocalDate(year, 1, 1), month: formatLocalDate(year, 1, 1).slice(0, 7) };
}

/** Whether an order with its job on `jobDay` (or in a 'YYYY-MM' month) is due on `today`. */
export function isPastRetention(jobDay: string, today: LocalDate, years: number): boolean {
  const cutoff = retentionCutoff(today, years);
  return jobDay.length === 7 ? jobDay < cutoff.month : jobDay < cutoff.day;
}
