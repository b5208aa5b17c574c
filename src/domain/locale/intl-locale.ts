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
