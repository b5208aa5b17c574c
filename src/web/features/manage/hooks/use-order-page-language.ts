import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** /en/order/<token> is English and /tilaus/<token> Finnish: the mail's link decides. */
export function useOrderPageLanguage() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = pathname.startsWith('/en/') ? 'en' : 'fi';
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    // Only on arrival: the header's switch may change the language later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
  return language;
}
