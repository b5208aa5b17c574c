import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '#contracts/dashboard.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';

/** The oldest orders still waiting for their online payment, each linking to the order. */
export function AwaitingCard({ awaiting }: { awaiting: Dashboard['awaiting_payment'] }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="awaiting-title"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="awaiting-title">
          {t('dashboard.awaiting_title')}
        </Title>
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
      </Stack>
    </Paper>
  );
}
