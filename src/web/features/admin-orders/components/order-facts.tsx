import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { centreName, findShoppingCentre } from '#contracts/shopping-centres.ts';
import { formatDateTime, formatDay, formatMonth } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { useWashers } from '../api/order-life';
import { cleaningSetName } from '#domain/mall/mall-words.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** What the customer ordered and how it is paid: read-only. */
export function OrderFacts({ order }: { order: StoredOrder }) {
  const { t, i18n } = useTranslation('admin-orders');
  const lang = i18n.language;
  const washers = useWashers();
  const washer = washers.data?.find((w) => w.id === order.cleanerId);
  const centre = findShoppingCentre(order.mall_name ?? undefined);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('facts')}
        </Title>
        <Row label={t('order_number')} value={order.order_number} />
        <Row label={t('reference')} value={order.reference} />
        <Row label={t('created')} value={formatDateTime(order.created, lang)} />
        {order.shipping_day ? (
          <Row
            label={t('columns.shipping_day')}
            value={`${formatDay(order.shipping_day, lang)} ${order.starting ?? ''}`}
          />
        ) : null}
        {order.mall_name ? (
          <Row
            label={t('mall_package')}
            value={[
              centre ? centreName(centre, lang) : order.mall_name,
              order.mall_cleaning_set ? cleaningSetName(order.mall_cleaning_set, lang) : null,
              order.mall_starting_month ? formatMonth(order.mall_starting_month, lang) : null,
            ]
              .filter(Boolean)
              .join(', ')}
          />
        ) : null}
        <Row
          label={t('washer')}
          value={order.cleanerId ? (washer?.name ?? `#${order.cleanerId}`) : '–'}
        />
        <Row label={t('washing_time')} value={t('minutes', { count: order.washing_time })} />
        <Row
          label={t('payment_label')}
          value={`${t(`payment.${order.payment_type}`)}${
            order.payment_type === 'bill' ? ` (${t(`channel.${order.invoice_channel}`)})` : ''
          }`}
        />
        {order.company_name ? (
          <Row label={t('company')} value={`${order.company_name} (${order.company_vat ?? ''})`} />
        ) : null}
        {order.discount_code ? (
          <Row label={t('discount_code')} value={order.discount_code} />
        ) : null}
        <Row
          label={t('extras')}
          value={
            [
              order.repeated_order ? t('recurring_every', { count: order.clean_interval }) : null,
              order.international_cleaner ? t('flag_international') : null,
              order.marketing_permission ? t('marketing') : null,
            ]
              .filter(Boolean)
              .join(', ') || '–'
          }
        />
        <Table fz="sm" verticalSpacing={4} aria-label={t('lines')}>
          <Table.Tbody>
            {order.order_items.map((item, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  {item.name}
                  <Text size="xs" c="dimmed">
                    {item.easoft_item_id} · {item.amount} × {formatEuros(item.discount_price, lang)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {formatEuros(item.amount * item.discount_price, lang)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text fw={700}>{t('columns.total')}</Text>
          <Text fw={700} data-testid="order-total">
            {formatEuros(order.total_price_after_discount, lang)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
