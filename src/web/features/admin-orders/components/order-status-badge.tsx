import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '#contracts/order-admin.ts';

const colors: Record<OrderListItem['status'], string> = {
  awaiting_payment: 'grape.9',
  confirmed: 'blue.9',
  cancelled: 'gray.7',
  needs_new_time: 'red.9',
  done: 'dark.7',
  proposed: 'orange.9',
};

export function OrderStatusBadge({ status }: { status: OrderListItem['status'] }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Badge
      size="sm"
      variant="outline"
      color={colors[status]}
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
