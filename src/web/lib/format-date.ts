import { HELSINKI_TIME_ZONE } from '#domain/calendar/helsinki-time.ts';
import { intlLocale as locale } from './site-language';
import { dateTimeFormatOf } from '#domain/locale/intl-locale.ts';

/** Days, times and durations the way each language writes them (customer pages). */

function formatCalendarDay(day: string, language: string, weekday: 'long' | 'short'): string {
  return dateTimeFormatOf(locale(language), {
    weekday,
    day: 'numeric',
    month: language === 'en' ? 'long' : 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * 'keskiviikko 25.11.2026' / 'onsdag 25.11.2026' / 'Wednesday 25 November 2026' for a day
 * 'YYYY-MM-DD'.
 */
export const formatLongDay = (day: string, language: string) =>
  formatCalendarDay(day, language, 'long');

/** 'ti 1.12.2026' / 'Tue 1 December 2026' for a day 'YYYY-MM-DD'. */
export const formatDay = (day: string, language: string) =>
  formatCalendarDay(day, language, 'short');

/** '08:30' -> '8.30' in Finnish and Swedish (as written in Finland), '08:30' in English. */
export function formatTime(time: string, language: string): string {
  if (language === 'en') return time;
  const [hours, minutes] = time.split(':');
  return `${Number(hours)}.${minutes}`;
}

/** 155 -> { hours: 2, minutes: 35 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** 'tammikuu 2027' / 'January 2027' for a month 'YYYY-MM'. */
export function formatMonth(month: string, language: string): string {
  return dateTimeFormatOf(locale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
}

/** '22.11.2026 klo 2.52' / '22/11/2026, 02:52' for an instant, on the Helsinki clock. */
export function formatDateTime(instant: string, language: string): string {
  return dateTimeFormatOf(locale(language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: HELSINKI_TIME_ZONE,
  }).format(new Date(instant));
}
