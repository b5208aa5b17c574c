import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * A page with an address per language (the privacy notice /tietosuoja and /en/privacy, the
 * terms /ehdot and /en/terms): the address decides the language when the page is opened,
 * and the header's language switch then moves to the other address, so the address and the
 * text always agree (a shared link opens in its own language).
 */
export function usePathLanguage(paths: { fi: string; en: string }) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pathLanguage = pathname === paths.en ? 'en' : 'fi';

  useEffect(() => {
    if (i18n.language !== pathLanguage) void i18n.changeLanguage(pathLanguage);
    // Only on arrival at an address: later changes come from the switch and move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathLanguage]);

  useEffect(() => {
    const follow = (language: string) => {
      const target = language === 'en' ? paths.en : paths.fi;
      if (target !== window.location.pathname) void navigate(target, { replace: true });
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n, navigate, paths.en, paths.fi]);
}
