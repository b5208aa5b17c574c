import { intlLocale } from '#web/lib/site-language.ts';
import { dateTimeFormatOf } from '#domain/locale/intl-locale.ts';

/** The job's day and time on the Helsinki clock, in the page's language. */
export function formatJobTime(start: string, end: string, language: string): string {
  const locale = intlLocale(language);
  const day = dateTimeFormatOf(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Helsinki',
  }).format(new Date(start));
  const time = (at: string) =>
    dateTimeFormatOf(locale, {
      hour: language === 'en' ? '2-digit' : 'numeric',
      minute: '2-digit',
      timeZone: 'Europe/Helsinki',
    }).format(new Date(at));
  // 'torstaina 17. joulukuuta 2026 klo 8.00–9.06' / 'torsdag 17 december 2026 kl. 8.00–9.06'
  // / 'Thursday 17 December 2026, 08:00–09:06'
  const hours = `${time(start)}–${time(end)}`;
  if (language === 'en') return `${day.replace(',', '')}, ${hours}`;
  return `${day} ${language === 'sv' ? 'kl.' : 'klo'} ${hours}`;
}
