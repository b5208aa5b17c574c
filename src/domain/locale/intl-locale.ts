/**
 * The Intl locale that writes dates and numbers in a language of ours as Finland writes
 * them: Finnish and Swedish in their Finnish forms ('6.5.2025', '12,50 €', '14.15'),
 * English in its British form. An unknown language writes Finnish, the site's default.
 */
const intlLocales: Readonly<Record<string, string>> = {
  fi: 'fi-FI',
  sv: 'sv-FI',
  en: 'en-GB',
};

export const intlLocaleOf = (language: string): string => intlLocales[language] ?? 'fi-FI';

/** Languages whose dates are all numbers ('6.5.2025'); English names the month. */
export const writesNumericDates = (language: string): boolean => language !== 'en';

/**
 * The word between a day and its time: 'klo' in Finnish, 'kl.' in Finland-Swedish
 * ('6.5.2025 kl. 14.15'), 'at' in English.
 */
const clockWords: Readonly<Record<string, string>> = { fi: 'klo', sv: 'kl.', en: 'at' };

export const clockWordOf = (language: string): string => clockWords[language] ?? 'klo';

/**
 * A stored time of day ('14:15:00' or '14:15') as a mail writes it: '14.15' in Swedish, as
 * Finland-Swedish writes the clock; the Finnish and English mails keep the '14:15' they have
 * always had (decision 078).
 */
export const clockTimeOf = (time: string, language: string): string => {
  const hhmm = time.slice(0, 5);
  return language === 'sv' ? hhmm.replace(':', '.') : hhmm;
};

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * One Intl.DateTimeFormat per locale and options, made once and kept: making one costs about
 * a hundred times formatting with it (ICU builds its patterns), and the pages, mails and
 * receipts format in loops and at every render. The options are the code's own, so the
 * kept set stays small.
 */
export const dateTimeFormatOf = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** One Intl.NumberFormat per locale and options, made once and kept (as dateTimeFormatOf). */
export const numberFormatOf = (locale: string, options: Intl.NumberFormatOptions) =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));
