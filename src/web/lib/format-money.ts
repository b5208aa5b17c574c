/** Money the way each language writes it: '129,90 €' in Finnish, '€129.90' in English. */
const locales = { fi: 'fi-FI', en: 'en-GB' } as const;
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, digits: number): Intl.NumberFormat {
  const locale = language === 'en' ? locales.en : locales.fi;
  const key = `${locale}:${digits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** Cents as euros with two decimals. */
export function formatMoney(cents: number, language: string): string {
  return formatter(language, 2).format(cents / 100);
}

/** Whole euros (the household deduction's headline figure is rounded down to euros). */
export function formatWholeEuros(cents: number, language: string): string {
  return formatter(language, 0).format(Math.trunc(cents / 100));
}

/** Euros as the API gives them (two decimals at most), written as formatMoney does. */
export function formatEuros(euros: number, language: string): string {
  return formatMoney(Math.round(euros * 100), language);
}
