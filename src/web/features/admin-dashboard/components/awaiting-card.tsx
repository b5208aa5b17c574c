import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '#contracts/dashboard.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { DashboardCard } from './dashboard-card';

/** The oldest orders still waiting for their online payment, each linking to the order. */
export function AwaitingCard({ awaiting }: { awaiting: Dashboard['awaiting_payment'] }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  return (
    <DashboardCard titleId="awaiting-title" title={t('dashboard.awaiting_title')}>
      {awaiting.oldest.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.awaiting_none')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {awaiting.oldest.map((order) => (
            <Group component="li" key={order.id} justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Anchor component={Link} to={`/admin/order/edit/${order.id}`} fw={600} size="sm">
                  {t('dashboard.order_number', { id: order.id })}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {order.customer_name} · {formatDateTime(order.created, lang)}
                </Text>
              </div>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatEuros(order.total_price_after_discount, lang)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
