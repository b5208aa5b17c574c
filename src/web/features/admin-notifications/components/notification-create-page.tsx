import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showError, showSuccess } from '../../../components/ui/toast';
import { useCreateNotification } from '../api/create-notification';
import { NotificationForm } from './notification-form';

/** /admin/notification/create. After success the list; on failure the form keeps what was typed. */
export function NotificationCreatePage() {
  const { t } = useTranslation('admin-notifications');
  const navigate = useNavigate();
  const create = useCreateNotification();
  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to="/admin/notification/list" size="sm">
        ← {t('back')}
      </Anchor>
      <Title order={1}>{t('create_title')}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <NotificationForm
          mode="create"
          onSave={async (values) => {
            try {
              await create.mutateAsync(values);
            } catch (error) {
              const reason = error instanceof Error ? error.message : '';
              showError(t('create_failed', { reason }));
              throw error;
            }
            showSuccess(t('created'));
            void navigate('/admin/notification/list');
          }}
        />
      </Paper>
    </Stack>
  );
}

export { NotificationCreatePage as Component };
