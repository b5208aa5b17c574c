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
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Helsinki',
    }).format(new Date(at));
  return `${day} ${time(start)}–${time(end)}`;
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
