/**
 * An instant as a day and time on the Helsinki clock, in the page's or mail's language
 * ('8.2.2027 klo 8.00', '8 February 2027 at 08:00'): a proposal's hold (decision 053).
 */
export function formatHelsinkiInstant(at: string | Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fi-FI', {
    day: 'numeric',
    month: language === 'en' ? 'long' : 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Helsinki',
  }).format(typeof at === 'string' ? new Date(at) : at);
}
