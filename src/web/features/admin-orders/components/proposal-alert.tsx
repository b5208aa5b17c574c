import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

/**
 * A recurring order's next visit as staff see it (decision 053): proposed and held until
 * when, or how it ended (skipped by the customer, expired unconfirmed).
 */
export function ProposalAlert({ order }: { order: StoredOrder }) {
  const { t, i18n } = useTranslation('admin-orders');
  if (!order.proposal_of) return null;
  const text =
    order.status === 'proposed' && order.proposal_expires_at
      ? t('proposal.held', {
          until: formatDateTime(order.proposal_expires_at, i18n.language),
          order: order.proposal_of,
        })
      : order.cancel_reason === 'next_visit_skipped'
        ? t('proposal.skipped', { order: order.proposal_of })
        : order.cancel_reason === 'next_visit_expired'
          ? t('proposal.expired', { order: order.proposal_of })
          : t('proposal.confirmed', { order: order.proposal_of });
  return (
    <Alert color={order.status === 'proposed' ? 'orange' : 'gray'} data-testid="proposal-alert">
      {text}
    </Alert>
  );
}
