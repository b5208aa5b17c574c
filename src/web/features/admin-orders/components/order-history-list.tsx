import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderEvent } from '#contracts/order-life.ts';
import { notDoneReasons } from '#contracts/washer-day.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useOrderHistory } from '../api/order-life';

const show = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '–'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string | number | boolean);

/** One line per changed field: `field: from → to`, or `field: value`. */
function changeLines(
  event: OrderEvent,
  label: (field: string) => string,
  value: (field: string, value: unknown) => string,
): string[] {
  return Object.entries(event.changes).map(([field, change]) => {
    if (change !== null && typeof change === 'object' && 'from' in change && 'to' in change) {
      const { from, to } = change as { from: unknown; to: unknown };
      return `${label(field)}: ${value(field, from)} → ${value(field, to)}`;
    }
    return `${label(field)}: ${value(field, change)}`;
  });
}

/** Who changed what and when, oldest first. */
export function OrderHistoryList({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation('admin-orders');
  const history = useOrderHistory(orderId);
  const label = (field: string) => t(`life.fields.${field}`, { defaultValue: field });
  // Statuses, mails and a washer's not-done reasons by their names; anything else as stored.
  const value = (field: string, raw: unknown) =>
    field === 'reason' && (notDoneReasons as readonly unknown[]).includes(raw)
      ? t(`life.not_done_reasons.${raw as string}`)
      : (field === 'status' || field === 'mail') && typeof raw === 'string'
        ? t(field === 'status' ? `status.${raw}` : `life.mails.${raw.replace(/^mail\./, '')}`, {
            defaultValue: raw,
          })
        : show(raw);
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-history">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('life.history')}
        </Title>
        {history.isPending ? <Text size="sm">{t('loading')}</Text> : null}
        {history.isError ? <Text size="sm">{t('load_failed')}</Text> : null}
        {history.data?.length === 0 ? <Text size="sm">{t('life.history_empty')}</Text> : null}
        {history.data && history.data.length > 0 ? (
          <Table
            fz="sm"
            verticalSpacing={4}
            layout="fixed"
            aria-label={t('life.history')}
            style={{ overflowWrap: 'anywhere' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('life.when')}</Table.Th>
                <Table.Th>{t('life.who')}</Table.Th>
                <Table.Th>{t('life.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((event, index) => (
                <Table.Tr key={index} data-testid="history-event">
                  <Table.Td>{formatDateTime(event.at, i18n.language)}</Table.Td>
                  <Table.Td>{event.actor?.name ?? t('life.system')}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {t(`life.actions.${event.action}`, { defaultValue: event.action })}
                    </Text>
                    {changeLines(event, label, value).map((line) => (
                      <Text key={line} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {line}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}
