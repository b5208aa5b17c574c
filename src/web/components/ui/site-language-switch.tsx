import type { MouseEvent } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  addressIn,
  siteLanguageOf,
  siteLanguages,
  type SiteLanguage,
} from '#contracts/site-pages.ts';

/** Each language's name in itself: a visitor finds their own language in any page. */
const ownNames: Record<SiteLanguage, string> = {
  fi: 'Suomeksi',
  sv: 'På svenska',
  en: 'In English',
};

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The customer site's language choice: the other languages as short links (FI, SV, EN),
 * each named in its own language, each leading to the same page's address in it (decision
 * 071). Links, so a click before the page's script has started (or without it) still lands
 * on the page in that language; once the script runs, the click changes the language in
 * place, keeping what was typed, and usePageLanguage moves to the address. The back office
 * has its own two-language switch.
 */
export function SiteLanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const current = siteLanguageOf(i18n.language);
  return (
    <Group gap={0} wrap="nowrap" role="group" aria-label={t('header.language')}>
      {siteLanguages
        .filter((language) => language !== current)
        .map((language) => (
          <Button
            key={language}
            component="a"
            href={`${addressIn(pathname, language)}${search}`}
            hrefLang={language}
            variant="subtle"
            size="compact-md"
            lang={language}
            // The visible code first, so speech control finds the link by what it shows.
            aria-label={`${language.toUpperCase()} – ${ownNames[language]}`}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              void i18n.changeLanguage(language);
            }}
            data-testid={`language-switch-${language}`}
          >
            {language.toUpperCase()}
          </Button>
        ))}
    </Group>
  );
}
