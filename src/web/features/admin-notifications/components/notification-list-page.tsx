import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationAdmin } from '../../../../contracts/notification';
import { showError, showSuccess } from '../../../components/ui/toast';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotificationList } from '../api/list-notifications';
import { DeleteNotificationModal } from './delete-notification-modal';
import { NotificationCard, NotificationRow } from './notification-row';

function NotificationTable(props: {
  notifications: NotificationAdmin[];
  onDelete: (n: NotificationAdmin) => void;
}) {
  const { t } = useTranslation('admin-notifications');
  return (
    <>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('title')}
        hiddenFrom="sm"
      >
        {props.notifications.map((n) => (
          <NotificationCard key={n.id} notification={n} onDelete={() => props.onDelete(n)} />
        ))}
      </Stack>
      <Paper withBorder radius="md" visibleFrom="sm">
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column.type')}</Table.Th>
                <Table.Th>{t('column.message')}</Table.Th>
                <Table.Th>{t('column.start')}</Table.Th>
                <Table.Th>{t('column.stop')}</Table.Th>
                <Table.Th>{t('column.state')}</Table.Th>
                <Table.Th>{t('column.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.notifications.map((n) => (
                <NotificationRow key={n.id} notification={n} onDelete={() => props.onDelete(n)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}

/** /admin/notification/list: every notification, the latest start first; edit and delete. */
export function NotificationListPage() {
  const { t } = useTranslation('admin-notifications');
  const list = useNotificationList();
  const remove = useDeleteNotification();
  const [toDelete, setToDelete] = useState<NotificationAdmin | null>(null);

  function confirmDelete(notification: NotificationAdmin) {
    remove.mutate(notification.id, {
      onSuccess: () => showSuccess(t('deleted')),
      onError: (error) => showError(t('delete_failed', { reason: error.message })),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button component={Link} to="/admin/notification/create">
          {t('new')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {list.isError && (
        <Alert color="red" role="alert">
          {t('load_failed')}
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {list.data?.length === 0 && (
        <Paper withBorder p="lg" radius="md" data-testid="notifications-empty">
          <Text c="dimmed">{t('empty')}</Text>
        </Paper>
      )}
      {list.data && list.data.length > 0 && (
        <NotificationTable notifications={list.data} onDelete={setToDelete} />
      )}
      <DeleteNotificationModal
        notification={toDelete}
        isDeleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

export { NotificationListPage as Component };
