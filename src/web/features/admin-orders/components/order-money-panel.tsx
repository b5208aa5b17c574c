import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { useCan } from '#web/components/admin/use-can.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { PaymentStatusBadge } from './payment-status-badge';
import { RecordMoneyModal, type MoneyKind } from './record-money-modal';

/**
 * The order's money apart from its job (issue 24): its state, paid, due and the due date of
 * an invoice, every payment and refund (day, method, amount, who, note), and the forms to record
 * one, offered when the server would take it.
 */
export function OrderMoneyPanel({ order }: { order: StoredOrder }) {
  const { t, i18n } = useTranslation('admin-orders');
  const lang = i18n.language;
  const can = useCan();
  const [dialog, setDialog] = useState<MoneyKind | null>(null);
  const actions = order.actions ?? [];
  const entries = order.money ?? [];
  const euros = (amount: number | undefined) => formatEuros(amount ?? 0, lang);
  const figures: [string, string, string][] = [
    ['paid', t('money.paid'), euros(order.amount_paid)],
    ['due', t('money.due'), euros(order.amount_due)],
  ];
  // A cancelled order owes what its cancellation charged (decision 094): said as such.
  if ((order.cancellation_charge ?? 0) > 0) {
    figures.unshift([
      'cancellation-charge',
      t('money.cancellation_charge'),
      euros(order.cancellation_charge ?? 0),
    ]);
  }
  if ((order.refund_due ?? 0) > 0) {
    figures.push(['refund-due', t('money.refund_due'), euros(order.refund_due)]);
  }
  if (order.due_date) {
    figures.push(['due-date', t('money.due_date'), formatDay(order.due_date, lang)]);
  }
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-money">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('money.title')}
          </Title>
          {order.payment_status ? <PaymentStatusBadge status={order.payment_status} /> : null}
        </Group>
        <Group gap="lg">
          {figures.map(([key, label, value]) => (
            <Stack key={key} gap={0} data-testid={`money-${key}`}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={600}>{value}</Text>
            </Stack>
          ))}
        </Group>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('money.none')}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            data-testid="money-entries"
          >
            {entries.map((entry) => (
              <Group
                key={entry.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                data-testid="money-entry"
              >
                <Stack gap={0}>
                  <Text size="sm">
                    {formatDay(entry.on_day, lang)} · {t(`money.kinds.${entry.kind}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`money.methods.${entry.method}`)} ·{' '}
                    {entry.recorded_by_name ?? t('money.online_system')}
                    {entry.note ? ` · ${entry.note}` : ''}
                  </Text>
                </Stack>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {euros(entry.kind === 'refund' ? -entry.amount : entry.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Group gap="xs">
          {actions.includes('record_payment') && can('POST /api/order/:id/payments') ? (
            <Button size="sm" variant="light" onClick={() => setDialog('payment')}>
              {t('money.record_payment')}
            </Button>
          ) : null}
          {actions.includes('record_refund') && can('POST /api/order/:id/refunds') ? (
            <Button size="sm" variant="light" color="grape" onClick={() => setDialog('refund')}>
              {t('money.record_refund')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      {dialog ? (
        <RecordMoneyModal order={order} kind={dialog} opened onClose={() => setDialog(null)} />
      ) : null}
    </Paper>
  );
}
