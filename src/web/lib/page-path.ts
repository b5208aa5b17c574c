import { useTranslation } from 'react-i18next';
import {
  pagePath,
  siteLanguageOf,
  type PageParams,
  type SitePageName,
} from '#contracts/site-pages.ts';

/**
 * A customer page's address in the language the visitor reads (decision 071):
 * `const path = usePagePath(); navigate(path('calendar'))` is /tilauskalenteri or
 * /en/calendar.
 */
export function usePagePath() {
  const { i18n } = useTranslation();
  const language = siteLanguageOf(i18n.language);
  return (page: SitePageName, params?: PageParams) => pagePath(page, language, params);
}
