import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { languageOfPath, samePageIn, siteLanguageOf } from '#contracts/site-pages.ts';

/**
 * Every customer page has an address per language (decision 071): the address decides the
 * language when a page is opened, and the header's language switch then moves to the same
 * page's address in the other language, its query kept, so the address and the text always
 * agree (a shared link opens in its own language). An unknown address keeps the language.
 */
export function usePageLanguage() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pathLanguage = languageOfPath(pathname);

  useEffect(() => {
    if (pathLanguage && i18n.language !== pathLanguage) void i18n.changeLanguage(pathLanguage);
    // Only on arrival at an address: later changes come from the switch and move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathLanguage]);

  useEffect(() => {
    const follow = (language: string) => {
      const { pathname: now, search, hash } = window.location;
      const target = samePageIn(now, siteLanguageOf(language));
      if (target && target !== now) void navigate(`${target}${search}${hash}`, { replace: true });
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n, navigate]);
}
