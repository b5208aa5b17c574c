import { useEffect } from 'react';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../components/ui/language-switch';
import { SiteFooter } from '../components/ui/site-footer';
import { pageMetaOf, pageTitle } from './page-meta';
import classes from './site-layout.module.css';

/**
 * The customer site's frame: header with the name and the language switch, then the page.
 * A plain sticky header rather than Mantine's AppShell keeps the landing page's first
 * load small (bench/README.md, bundle size).
 */
export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The server wrote the first page's title; moving between pages (or languages) renames it.
  useEffect(() => {
    document.title = pageTitle(t, pageMetaOf(pathname).name);
  }, [t, pathname]);
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t('app.skip_to_content')}
      </a>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" className={classes.brand}>
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <Text component="span" fw={800} size="lg">
                {t('app.name')}
              </Text>
            </Anchor>
            <LanguageSwitch />
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
