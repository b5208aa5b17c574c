/** An order page's path in the page's language (the server's managePagePath, without zod). */
export const orderPagePath = (language: string, token: string): string =>
  language === 'en' ? `/en/order/${token}` : `/tilaus/${token}`;

/** An instant as a day and time on the Helsinki clock, in the page's language. */
export function formatInstant(at: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fi-FI', {
    day: 'numeric',
    month: language === 'en' ? 'long' : 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Helsinki',
  }).format(new Date(at));
}
