/** Numbers and Helsinki days in the UI language. */
const locale = (language: string) => (language === 'en' ? 'en-GB' : 'fi-FI');

export function formatEuros(euros: number, language: string): string {
  return new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'EUR' }).format(
    euros,
  );
}

/** A day 'YYYY-MM-DD' as e.g. 'ke 25.11.' / 'Wed 25/11'. */
export function formatDay(day: string, language: string, withWeekday = true): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale(language), {
    weekday: withWeekday ? 'short' : undefined,
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** An instant as a Helsinki date and time. */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Helsinki',
  }).format(new Date(iso));
}
