import { siteLanguageOf } from '#contracts/site-pages.ts';

const ombudsmanUrls = {
  fi: 'https://tietosuoja.fi',
  en: 'https://tietosuoja.fi/en/home',
  sv: 'https://tietosuoja.fi/sv',
} as const;

/** The Finnish Data Protection Ombudsman's site, in the page's language. */
export const ombudsmanUrl = (language: string) => ombudsmanUrls[siteLanguageOf(language)];
