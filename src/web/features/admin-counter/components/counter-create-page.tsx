import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /admin/counter/create: a placeholder (admin spec section 2): there is one configuration. */
export function CounterCreatePage() {
  const { t } = useTranslation('admin-counter');
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('create_title')}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{t('create_text')}</Text>
          <Button component={Link} to="/admin/counter/edit/1" variant="light">
            {t('create_go_edit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

export { CounterCreatePage as Component };
