import type { DispatchJob } from '#contracts/dispatch.ts';
import { helsinkiClockMinutes } from '#domain/calendar/helsinki-time.ts';
import { addDays, isoWeekday } from '#domain/calendar/local-date.ts';
import { formatTimeOfDay } from '#domain/calendar/time-of-day.ts';
import { formatTime } from '#web/lib/format-date.ts';
import { dateTimeFormatOf } from '#domain/locale/intl-locale.ts';

/** '8.30' / '08:30': an instant's time on the Helsinki clock. */
export const clockOf = (instant: string, language: string) =>
  formatTime(formatTimeOfDay(Math.round(helsinkiClockMinutes(instant))), language);

/** '8.00–10.30' / '08:00–10:30'. */
export const timeRange = (job: Pick<DispatchJob, 'start' | 'end'>, language: string) =>
  `${clockOf(job.start, language)}–${clockOf(job.end, language)}`;

/** The Monday to Sunday of the week of `date`. */
export function weekOf(date: string): string[] {
  const monday = addDays(date, 1 - isoWeekday(date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The street, postal code and city on one line. */
export const addressLine = (job: DispatchJob) =>
  `${job.address.street}, ${job.address.postalCode} ${job.address.city}`;

/** 'la' / 'Sat': the weekday alone, for a folded day of the week view. */
export const weekdayOf = (date: string, language: string) =>
  dateTimeFormatOf(language === 'en' ? 'en-GB' : 'fi-FI', {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
