import { Anchor, AppShell, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../components/ui/language-switch';
import classes from './site-layout.module.css';

/** The customer site's frame: header with the name and the language switch, then the page. */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <a href="#main" className={classes.skip}>
        {t('app.skip_to_content')}
      </a>
      <AppShell.Header>
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
      </AppShell.Header>
      <AppShell.Main id="main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
