import { useTranslation } from 'react-i18next';
import { siteLanguageOf, type SiteLanguage } from '#contracts/site-pages.ts';

export { intlLocaleOf as intlLocale } from '#domain/locale/intl-locale.ts';

/** The language the visitor reads the page in, as one of the site's. */
export function useSiteLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  return siteLanguageOf(i18n.language);
}
