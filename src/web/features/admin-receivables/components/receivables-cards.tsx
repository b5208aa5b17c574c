import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Receivables } from '#contracts/receivables.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { ReceivableActions, type ReceivableHandlers } from './receivable-actions';
import { OverdueBadge } from './receivables-table';

/** The open invoices on a phone: a card each, the sum below; the same rows as the table. */
export function ReceivablesCards(props: { list: Receivables } & ReceivableHandlers) {
  const { t, i18n } = useTranslation('admin-receivables');
  const lang = i18n.language;
  return (
    <Stack gap="xs">
      <ul aria-label={t('caption')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {props.list.items.map((item) => (
          <li key={item.orderId} data-testid="receivable-row" style={{ marginBottom: 8 }}>
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Anchor component={Link} to={`/admin/order/edit/${item.orderId}`} fw={600}>
                    {item.reference}
                  </Anchor>
                  <Text size="sm">{item.customerName}</Text>
                </div>
                <Text fw={700} data-testid="receivable-due" style={{ whiteSpace: 'nowrap' }}>
                  {formatEuros(item.amountDue, lang)}
                </Text>
              </Group>
              <Group justify="space-between" mt={6} gap="xs">
                <Text size="sm" c="dimmed">
                  {t('due_on', { day: formatDay(item.dueDate, lang) })}
                </Text>
                <Text size="sm" component="div">
                  <OverdueBadge days={item.daysOverdue} />
                </Text>
              </Group>
              <Group mt="xs">
                <ReceivableActions item={item} onPay={props.onPay} onRemind={props.onRemind} />
              </Group>
            </Paper>
          </li>
        ))}
      </ul>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between">
          <Text fw={700}>{t('total', { count: props.list.items.length })}</Text>
          <Text fw={700} data-testid="receivables-total">
            {formatEuros(props.list.total, lang)}
          </Text>
        </Group>
      </Paper>
    </Stack>
  );
}
