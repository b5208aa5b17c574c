import {
  clockWordOf,
  intlLocaleOf,
  writesNumericDates,
  dateTimeFormatOf,
} from '../locale/intl-locale';

/**
 * An instant as a day and time on the Helsinki clock, in the page's or mail's language
 * ('8.2.2027 klo 8.00', '8.2.2027 kl. 08.00', '8 February 2027 at 08:00'): a proposal's
 * hold (decision 053).
 */
export function formatHelsinkiInstant(at: string | Date, language: string): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  const locale = intlLocaleOf(language);
  const timeZone = 'Europe/Helsinki';
  const day = dateTimeFormatOf(locale, {
    day: 'numeric',
    month: writesNumericDates(language) ? 'numeric' : 'long',
    year: 'numeric',
    timeZone,
  }).format(instant);
  const time = dateTimeFormatOf(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(instant);
  return `${day} ${clockWordOf(language)} ${time}`;
}
