import { HELSINKI_TIME_ZONE } from '#domain/calendar/helsinki-time.ts';
import { intlLocale as locale } from './site-language';
import { dateTimeFormatOf } from '#domain/locale/intl-locale.ts';

/** Days, times and durations the way each language writes them (customer pages). */

// Calendar days and months are written by hand rather than through Intl, as money is
// (format-money.ts): the first date formatter a page makes loads ICU's locale data, tens of
// milliseconds of the calendar page's start on a phone, for a calendar's sixty day labels.
// The words are the very ones Intl writes (format-date.test.ts compares every day of two
// years and every month of ten).
const weekdays = {
  fi: {
    long: [
      'sunnuntaina',
      'maanantaina',
      'tiistaina',
      'keskiviikkona',
      'torstaina',
      'perjantaina',
      'lauantaina',
    ],
    short: ['su', 'ma', 'ti', 'ke', 'to', 'pe', 'la'],
  },
  sv: {
    long: ['söndag', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag'],
    short: ['sön', 'mån', 'tis', 'ons', 'tors', 'fre', 'lör'],
  },
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
} as const;
const months = {
  fi: [
    'tammikuu',
    'helmikuu',
    'maaliskuu',
    'huhtikuu',
    'toukokuu',
    'kesäkuu',
    'heinäkuu',
    'elokuu',
    'syyskuu',
    'lokakuu',
    'marraskuu',
    'joulukuu',
  ],
  sv: [
    'januari',
    'februari',
    'mars',
    'april',
    'maj',
    'juni',
    'juli',
    'augusti',
    'september',
    'oktober',
    'november',
    'december',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

function formatCalendarDay(day: string, language: string, form: 'long' | 'short'): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  if (language === 'en') {
    return `${weekdays.en[form][weekday]}, ${date} ${months.en[month - 1]} ${year}`;
  }
  const words = language === 'sv' ? weekdays.sv : weekdays.fi;
  return `${words[form][weekday]} ${date}.${month}.${year}`;
}

/**
 * 'keskiviikkona 25.11.2026' / 'onsdag 25.11.2026' / 'Wednesday, 25 November 2026' for a day
 * 'YYYY-MM-DD'.
 */
export const formatLongDay = (day: string, language: string) =>
  formatCalendarDay(day, language, 'long');

/** 'ti 1.12.2026' / 'tis 1.12.2026' / 'Tue, 1 December 2026' for a day 'YYYY-MM-DD'. */
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

/** 'tammikuu 2027' / 'januari 2027' / 'January 2027' for a month 'YYYY-MM'. */
export function formatMonth(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const names = language === 'en' ? months.en : language === 'sv' ? months.sv : months.fi;
  return `${names[number - 1]} ${year}`;
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
