import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { termsPath, termsPaths } from '#web/lib/terms-path.ts';

/**
 * /ehdot is Finnish and /en/terms English: the address decides the language when the page
 * is opened, and the language switch then moves to the other address (as the privacy
 * notice does), so the address and the text always agree.
 */
export function usePathLanguage() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pathLanguage = pathname === termsPaths.en ? 'en' : 'fi';

  useEffect(() => {
    if (i18n.language !== pathLanguage) void i18n.changeLanguage(pathLanguage);
    // Only on arrival at an address: later changes come from the switch and move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathLanguage]);

  useEffect(() => {
    const follow = (language: string) => {
      const target = termsPath(language);
      if (target !== window.location.pathname) void navigate(target, { replace: true });
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n, navigate]);
}
