import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderEvent } from '#contracts/order-life.ts';
import { notDoneReasons } from '#contracts/washer-day.ts';
import type { CancellationCharge } from '#domain/order/cancellation-charge.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';
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
  const euros = (cents: number) => formatEuros(cents / 100, i18n.language);
  // A cancellation's charge in words and euros (decision 094): its basis, then what is
  // charged, given back and still to pay (each when there is any), or that the office
  // settles the work done.
  const charge = (c: CancellationCharge) =>
    [
      t(`life.charge.basis.${c.basis}`, { defaultValue: c.basis }),
      c.chargedCents === null && t('life.charge.settled_by_office'),
      c.chargedCents && t('life.charge.charged', { amount: euros(c.chargedCents) }),
      c.refundCents && t('life.charge.refund', { amount: euros(c.refundCents) }),
      c.toPayCents && t('life.charge.to_pay', { amount: euros(c.toPayCents) }),
    ]
      .filter(Boolean)
      .join(' · ');
  // Statuses, mails, a washer's not-done reasons, who cancelled and a cancellation's charge
  // in words; sums in euros; anything else as stored.
  const value = (field: string, raw: unknown): string => {
    if (field === 'reason' && (notDoneReasons as readonly unknown[]).includes(raw))
      return t(`life.not_done_reasons.${raw as string}`);
    if (field === 'status' && typeof raw === 'string')
      return t(`status.${raw}`, { defaultValue: raw });
    if (field === 'mail' && typeof raw === 'string')
      return t(`life.mails.${raw.replace(/^mail\./, '')}`, { defaultValue: raw });
    if (field === 'by' && typeof raw === 'string')
      return t(`life.by.${raw}`, { defaultValue: raw });
    if (field === 'amountCents' && typeof raw === 'number') return euros(raw);
    if (field === 'charge' && raw !== null && typeof raw === 'object' && 'basis' in raw)
      return charge(raw as CancellationCharge);
    return show(raw);
  };
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
