import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useNotification } from '../api/get-notification';
import { useUpdateNotification } from '../api/update-notification';
import { NotificationForm } from './notification-form';

/** /admin/notification/edit/:notificationId, headed 'Edit Notifications #<id>'. */
export function NotificationEditPage() {
  const { t } = useTranslation('admin-notifications');
  const navigate = useNavigate();
  const raw = useParams().notificationId ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const notification = useNotification(id);
  const update = useUpdateNotification(id);

  let body;
  if (id < 1 || (notification.error instanceof ApiError && notification.error.status === 404)) {
    body = <Alert color="yellow">{t('not_found')}</Alert>;
  } else if (notification.isPending) {
    body = (
      <Group gap="sm" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('loading')}</Text>
      </Group>
    );
  } else if (notification.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('load_failed')}
      </Alert>
    );
  } else {
    body = (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <NotificationForm
          key={notification.data.id}
          mode="edit"
          initial={notification.data}
          onSave={async (values) => {
            try {
              await update.mutateAsync(values);
            } catch (error) {
              showError(t('save_failed'));
              throw error;
            }
            showSuccess(t('updated'));
            void navigate('/admin/notification/list');
          }}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to="/admin/notification/list" size="sm">
        ← {t('back')}
      </Anchor>
      <Title order={1}>{t('edit_title', { id: raw })}</Title>
      {body}
    </Stack>
  );
}

export { NotificationEditPage as Component };
