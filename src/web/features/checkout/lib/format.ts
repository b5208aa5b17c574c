/** Money, days and durations the way each language writes them. */
const locale = (language: string) => (language === 'en' ? 'en-GB' : 'fi-FI');

export function formatMoney(cents: number, language: string): string {
  return new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

export function formatWholeEuros(cents: number, language: string): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(Math.trunc(cents / 100));
}

/** 'ti 1.12.2026' / 'Tue 1 December 2026' for a calendar day 'YYYY-MM-DD'. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'short',
    day: 'numeric',
    month: language === 'en' ? 'long' : 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** '08:00' -> '8.00' in Finnish, '08:00' in English. */
export function formatTime(time: string, language: string): string {
  if (language === 'en') return time;
  const [h, m] = time.split(':');
  return `${Number(h)}.${m}`;
}
