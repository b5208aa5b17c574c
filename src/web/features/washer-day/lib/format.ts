import type { MyJob } from '#contracts/washer-day.ts';
import { helsinkiClockMinutes } from '#domain/calendar/helsinki-time.ts';
import { formatTimeOfDay } from '#domain/calendar/time-of-day.ts';
import { formatTime } from '#web/lib/format-date.ts';

/** '8.30' / '08:30': an instant's time on the Helsinki clock. */
export const clockOf = (instant: string, language: string) =>
  formatTime(formatTimeOfDay(Math.round(helsinkiClockMinutes(instant))), language);

/** '8.00–10.30'. */
export const timeRange = (job: Pick<MyJob, 'start' | 'end'>, language: string) =>
  `${clockOf(job.start, language)}–${clockOf(job.end, language)}`;

export const jobMinutes = (job: Pick<MyJob, 'start' | 'end'>) =>
  Math.round((Date.parse(job.end) - Date.parse(job.start)) / 60_000);

/** The street, postal code and city on one line. */
export const addressLine = (address: Pick<MyJob['address'], 'street' | 'postalCode' | 'city'>) =>
  `${address.street}, ${address.postalCode} ${address.city}`;
