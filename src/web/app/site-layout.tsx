import { useEffect } from 'react';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { SiteLanguageSwitch } from '../components/ui/site-language-switch';
import { ShopMark } from '../components/ui/shop-mark';
import { SiteFooter } from '../components/ui/site-footer';
import { usePagePath } from '#web/lib/page-path.ts';
import { useMissingPath } from '#web/lib/ssr/missing-path.ts';
import { useHeadingFocusOnNavigation } from './heading-focus';
import { usePageData } from '#web/lib/ssr/page-data.ts';
import { usePageLanguage } from '#web/lib/use-page-language.ts';
import { pageMetaOf, pageTitle } from './page-meta';
import classes from './site-layout.module.css';

/**
 * The customer site's frame: header with the name and the language switch, then the page.
 * The address decides the language, and the switch moves to the page's other address
 * (decision 071). A plain sticky header rather than Mantine's AppShell keeps the landing page's first
 * load small (bench/README.md, bundle size).
 */
export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const missingPath = useMissingPath();
  const path = usePagePath();
  usePageLanguage();
  // From the page's state only: a query here would bring TanStack Query into the landing
  // page's first load (its budget, decision 011).
  const { shopInfo, shopLogo: logo } = usePageData();
  const brandName = shopInfo?.brandName;
  // The server wrote the first page's title; moving between pages (or languages) renames it.
  useEffect(() => {
    const name = pathname === missingPath ? 'not_found' : pageMetaOf(pathname).name;
    document.title = pageTitle(t, name, brandName);
  }, [t, pathname, missingPath, brandName]);
  useHeadingFocusOnNavigation('main');
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t('app.skip_to_content')}
      </a>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={path('home')} underline="never" className={classes.brand}>
              {logo?.isCustom ? (
                // The company's logo says its name: the brand is its text (decision 077).
                <ShopMark logo={logo} height={40} alt={brandName ?? t('app.name')} />
              ) : (
                <>
                  <ShopMark logo={logo} height={28} alt="" />
                  <Text component="span" fw={800} size="lg">
                    {brandName ?? t('app.name')}
                  </Text>
                </>
              )}
            </Anchor>
            <SiteLanguageSwitch />
          </Group>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
