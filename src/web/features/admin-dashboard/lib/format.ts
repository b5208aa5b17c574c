import { dateTimeFormatOf } from '#domain/locale/intl-locale.ts';
/** The dashboard's short days in the UI language (money and instants: src/web/lib). */
const locale = (language: string) => (language === 'en' ? 'en-GB' : 'fi-FI');

/** A day 'YYYY-MM-DD' as e.g. 'ke 25.11.' / 'Wed 25/11'. */
export function formatDay(day: string, language: string, withWeekday = true): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateTimeFormatOf(locale(language), {
    weekday: withWeekday ? 'short' : undefined,
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
