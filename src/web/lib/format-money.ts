/**
 * Money the way each language writes it: '129,90 €' in Finnish, '€129.90' in English,
 * the very characters Intl.NumberFormat writes (no-break spaces, the Finnish minus sign).
 * Written by hand rather than through Intl: the first currency formatter a page makes
 * costs tens of milliseconds on a phone (ICU's locale data), inside hydration's work
 * (decision 057), and these two formats are all the site shows.
 */
const noBreakSpace = '\u00a0';

function grouped(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function format(amount: number, digits: 0 | 2, language: string): string {
  // Integer minor units: cents for two decimals, euros for none.
  const units = Math.round(amount);
  const absolute = Math.abs(units);
  const whole = String(digits === 2 ? Math.floor(absolute / 100) : absolute);
  const fraction = digits === 2 ? String(absolute % 100).padStart(2, '0') : '';
  if (language === 'en') {
    const number = grouped(whole, ',') + (fraction ? `.${fraction}` : '');
    return `${units < 0 ? '-' : ''}€${number}`;
  }
  const number = grouped(whole, noBreakSpace) + (fraction ? `,${fraction}` : '');
  return `${units < 0 ? '\u2212' : ''}${number}${noBreakSpace}€`;
}

/** Cents as euros with two decimals. */
export function formatMoney(cents: number, language: string): string {
  return format(cents, 2, language);
}

/** Whole euros (the household deduction's headline figure is rounded down to euros). */
export function formatWholeEuros(cents: number, language: string): string {
  return format(Math.trunc(cents / 100), 0, language);
}

/** Euros as the API gives them (two decimals at most), written as formatMoney does. */
export function formatEuros(euros: number, language: string): string {
  return formatMoney(Math.round(euros * 100), language);
}
