import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { showError, showSuccess } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useCounter } from '../api/get-counter';
import { useUpdateCounter } from '../api/update-counter';
import { counterIdToLoad } from '../lib/counter-form';
import { CounterForm } from './counter-form';

/** /admin/counter/edit/:counterId: the one configuration (ids 1 and lower load 8888). */
export function CounterEditPage() {
  const { t } = useTranslation('admin-counter');
  const id = counterIdToLoad(useParams().counterId);
  const counter = useCounter(id);
  const update = useUpdateCounter(id);

  let body;
  if (id === 0 || (counter.error instanceof ApiError && counter.error.status === 404)) {
    body = <Alert color="yellow">{t('not_found')}</Alert>;
  } else if (counter.isPending) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text role="status">{t('loading')}</Text>
        </Group>
      </Center>
    );
  } else if (counter.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('load_failed')}
      </Alert>
    );
  } else {
    body = (
      <CounterForm
        initial={counter.data}
        onSave={async (values) => {
          try {
            const saved = await update.mutateAsync(values);
            showSuccess(t('updated'));
            return saved;
          } catch (error) {
            showError(t('save_failed'));
            throw error;
          }
        }}
      />
    );
  }

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to="/admin/counter/list" size="sm">
        ← {t('back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('edit_title')}</Title>
        <Text c="dimmed">{t('live_hint')}</Text>
      </Stack>
      {body}
    </Stack>
  );
}

export { CounterEditPage as Component };
