/** The job's day and time on the Helsinki clock, in the page's language. */
export function formatJobTime(start: string, end: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'fi-FI';
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Helsinki',
  }).format(new Date(start));
  const time = (at: string) =>
    new Intl.DateTimeFormat(locale, {
      hour: language === 'en' ? '2-digit' : 'numeric',
      minute: '2-digit',
      timeZone: 'Europe/Helsinki',
    }).format(new Date(at));
  // 'torstaina 17. joulukuuta 2026 klo 8.00–9.06' / 'Thursday 17 December 2026, 08:00–09:06'
  const hours = `${time(start)}–${time(end)}`;
  return language === 'en' ? `${day.replace(',', '')}, ${hours}` : `${day} klo ${hours}`;
}

/** A local day 'YYYY-MM-DD' as the page's language writes it. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fi-FI', {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
