import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '#contracts/order-admin.ts';
import { centreName, findShoppingCentre } from '#contracts/shopping-centres.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { cleaningSetLabel, cleaningSetName } from '#domain/mall/mall-words.ts';

/**
 * The job of a list row: its day and start time; for a mall order, the shopping centre's
 * and the cleaning set's names in the user's language (never the stored keys).
 */
export function JobCell({ order }: { order: OrderListItem }) {
  const { t, i18n } = useTranslation('admin-orders');
  if (order.shipping_day) {
    return (
      <>
        <Text size="sm">{formatDay(order.shipping_day, i18n.language)}</Text>
        {order.starting ? (
          <Text size="xs" c="dimmed">
            {t('at_time', { time: order.starting })}
          </Text>
        ) : null}
      </>
    );
  }
  if (!order.mall_name) return <Text size="sm">–</Text>;
  const centre = findShoppingCentre(order.mall_name);
  return (
    <>
      <Text size="sm">
        {t('mall', {
          name: centre ? centreName(centre, i18n.language) : order.mall_name,
        })}
      </Text>
      {order.mall_cleaning_set ? (
        <Text size="xs" c="dimmed">
          {cleaningSetLabel(i18n.language)}:{' '}
          {cleaningSetName(order.mall_cleaning_set, i18n.language)}
        </Text>
      ) : null}
    </>
  );
}

/** The washer by name; a dash for a mall order or a washer no longer known. */
export function WasherCell({ order }: { order: OrderListItem }) {
  return (
    <Text size="sm" data-testid="washer-name">
      {order.washer_name ?? '–'}
    </Text>
  );
}
