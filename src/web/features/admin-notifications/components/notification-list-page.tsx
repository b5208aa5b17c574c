import { Blockquote, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeleteFlowModal } from '#web/components/admin/confirm-delete-modal.tsx';
import {
  AdminListPage,
  CardList,
  ListBody,
  useDeleteFlow,
} from '#web/components/admin/list-page.tsx';
import type { NotificationAdmin } from '#contracts/notification.ts';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotificationList } from '../api/list-notifications';
import { NotificationCard, NotificationRow } from './notification-row';

/** Cards on a phone, a table from the sm breakpoint up. */
function NotificationTable(props: {
  notifications: readonly NotificationAdmin[];
  onDelete: (n: NotificationAdmin) => void;
}) {
  const { t } = useTranslation('admin-notifications');
  return (
    <>
      <CardList label={t('title')} hiddenFrom="sm">
        {props.notifications.map((n) => (
          <NotificationCard key={n.id} notification={n} onDelete={() => props.onDelete(n)} />
        ))}
      </CardList>
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
      <ListBody t={t} query={list} rows={list.data} emptyTestId="notifications-empty">
        {(rows) => <NotificationTable notifications={rows} onDelete={deletion.ask} />}
      </ListBody>
      <DeleteFlowModal t={t} flow={deletion}>
        {(notification) => (
          <>
            <Text>{t('confirm_text', { id: notification.id })}</Text>
            <Blockquote mt="sm" p="sm" style={{ overflowWrap: 'anywhere' }}>
              {notification.message}
            </Blockquote>
          </>
        )}
      </DeleteFlowModal>
    </AdminListPage>
  );
}

export { NotificationListPage as Component };
