import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagePath } from '#web/lib/page-path.ts';

/**
 * A page that failed to render (issue 15, point 6): says so in the page's language and
 * offers a retry (the page loaded afresh) and the way home, instead of a dead end.
 */
export function RenderErrorPage() {
  const { t } = useTranslation();
  const path = usePagePath();
  return (
    <Container size="sm" py="xl" data-testid="render-error">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('render_failed.title')}</Title>
        <Text c="dimmed">{t('render_failed.text')}</Text>
        <Group justify="center">
          <Button size="md" onClick={() => window.location.reload()}>
            {t('render_failed.retry')}
          </Button>
          <Button component={Link} to={path('home')} size="md" variant="default" reloadDocument>
            {t('render_failed.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
