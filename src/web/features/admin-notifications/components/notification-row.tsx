import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationAdmin } from '#contracts/notification.ts';
import { RowActions } from '#web/components/admin/row-actions.tsx';
import { formatHelsinkiDateTime } from '../lib/helsinki-wall-clock';
import { StateBadge, TypeBadge } from './notification-badges';

/** Edit (a link) and delete (asks first) of one notification. */
function Actions(props: { id: number; onDelete: () => void }) {
  const { t } = useTranslation('admin-notifications');
  return (
    <RowActions
      t={t}
      editTo={`/admin/notification/edit/${props.id}`}
      named={{ id: props.id }}
      tooltips={{ edit: t('edit'), delete: t('delete') }}
      onDelete={props.onDelete}
    />
  );
}

function Message({ notification: n }: { notification: NotificationAdmin }) {
  const { t } = useTranslation('admin-notifications');
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {n.message}
      </Text>
      {n.extra_info && (
        <Badge size="xs" variant="outline" color="gray.7" mt={4} miw="max-content">
          {t('has_popup')}
        </Badge>
      )}
    </>
  );
}

interface ItemProps {
  notification: NotificationAdmin;
  onDelete: () => void;
}

/** One row of the desktop table: type, message, period on the Helsinki clock, state, actions. */
export function NotificationRow({ notification: n, onDelete }: ItemProps) {
  const { i18n } = useTranslation('admin-notifications');
  return (
    <Table.Tr data-testid="notification-row" data-id={n.id}>
      <Table.Td>
        <TypeBadge type={n.type} />
      </Table.Td>
      <Table.Td>
        <Message notification={n} />
      </Table.Td>
      <Table.Td>{formatHelsinkiDateTime(n.start_showing, i18n.language)}</Table.Td>
      <Table.Td>{formatHelsinkiDateTime(n.stop_showing, i18n.language)}</Table.Td>
      <Table.Td>
        <StateBadge state={n.state} />
      </Table.Td>
      <Table.Td>
        <Actions id={n.id} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The same on a phone: a card per notification. */
export function NotificationCard({ notification: n, onDelete }: ItemProps) {
  const { t, i18n } = useTranslation('admin-notifications');
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="notification-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6}>
            <TypeBadge type={n.type} />
            <StateBadge state={n.state} />
          </Group>
          <Actions id={n.id} onDelete={onDelete} />
        </Group>
        <div>
          <Message notification={n} />
        </div>
        <Text size="xs" c="dimmed">
          {t('column.start')} {formatHelsinkiDateTime(n.start_showing, i18n.language)}
          <br />
          {t('column.stop')} {formatHelsinkiDateTime(n.stop_showing, i18n.language)}
        </Text>
      </Stack>
    </Paper>
  );
}
