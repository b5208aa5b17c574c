import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagePath } from '#web/lib/page-path.ts';

/** 'Page not found' for unknown paths and for render failures, with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const path = usePagePath();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="blue.2" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('not_found.title')}</Title>
        <Text c="dimmed">{t('not_found.text')}</Text>
        <Button component={Link} to={path('home')} size="md">
          {t('not_found.home')}
        </Button>
      </Stack>
    </Container>
  );
}
