import { Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminListPage, ListLoadState, useDeleteFlow } from '#web/components/admin/list-page.tsx';
import type { NotificationAdmin } from '#contracts/notification.ts';
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
  const deletion = useDeleteFlow<NotificationAdmin>(useDeleteNotification(), {
    deleted: t('deleted'),
    failed: (reason) => t('delete_failed', { reason }),
  });
  return (
    <AdminListPage title={t('title')} newTo="/admin/notification/create" newLabel={t('new')}>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <ListLoadState
        query={list}
        texts={{ loading: t('loading'), loadFailed: t('load_failed'), retry: t('retry') }}
      />
      {list.data?.length === 0 && (
        <Paper withBorder p="lg" radius="md" data-testid="notifications-empty">
          <Text c="dimmed">{t('empty')}</Text>
        </Paper>
      )}
      {list.data && list.data.length > 0 && (
        <NotificationTable notifications={list.data} onDelete={deletion.ask} />
      )}
      <DeleteNotificationModal
        notification={deletion.toDelete}
        isDeleting={deletion.isDeleting}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </AdminListPage>
  );
}

export { NotificationListPage as Component };
