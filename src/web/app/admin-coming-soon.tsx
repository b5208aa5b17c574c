import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuEntryOf } from './admin-menu';

/**
 * The page of a menu entry whose screens are not built yet (orders, counter config,
 * discounts, calendar, notifications, settings): says so plainly instead of a 404.
 * Replace its routes in admin-routes.tsx as the sections land.
 */
export function ComingSoonPage() {
  const { t } = useTranslation('admin');
  const entry = menuEntryOf(useLocation().pathname);
  const section = entry ? t(`nav.${entry.label}`) : '';
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{section}</Title>
      <Paper withBorder p="lg" radius="md" data-testid="coming-soon">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {t('coming.title')}
          </Title>
          <Text>{t('coming.text', { section })}</Text>
          <Button component={Link} to="/admin/dashboard" variant="light">
            {t('coming.back')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

export { ComingSoonPage as Component };
