import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '#domain/money/order-money.ts';

const colors: Record<PaymentStatus, string> = {
  unpaid: 'red.9',
  partly_paid: 'cyan.9',
  paid: 'teal.9',
  refund_due: 'grape.9',
  partly_refunded: 'violet.9',
  refunded: 'gray.7',
};

/** The order's money state (issue 24), beside the job's status. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Badge
      size="sm"
      variant="outline"
      color={colors[status]}
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
      data-testid="payment-status"
      data-status={status}
    >
      {t(`payment_status.${status}`)}
    </Badge>
  );
}
