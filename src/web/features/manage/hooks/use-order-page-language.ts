import { useLocation } from 'react-router';
import { languageOfPath, siteLanguageOf } from '#contracts/site-pages.ts';

/**
 * The order page's language: its address's (/tilaus/<token> or /en/order/<token>), as the
 * mail's link decides (decision 049); the site's layout switches the texts to it.
 */
export function useOrderPageLanguage() {
  return siteLanguageOf(languageOfPath(useLocation().pathname));
}
