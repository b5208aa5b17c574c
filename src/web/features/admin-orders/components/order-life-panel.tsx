import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { useCan } from '#web/components/admin/use-can.ts';
import { adminOrderReceiptUrl } from '#web/lib/api/download-urls.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import type { NoteAction } from '../api/order-life';
import { CancelOrderModal } from './cancel-order-modal';
import { MoveOrderModal } from './move-order-modal';
import { NoteActionModal } from './note-action-modal';
import { OrderStatusBadge } from './order-status-badge';
import { VoidOrderModal } from './void-order-modal';

type Dialog = 'cancel' | 'reschedule' | 'void' | NoteAction | null;

const noteActions = [['mark_done', 'markOrderDone']] as const;

/** The job's status, its refund flag, and only the actions the server allows now. */
export function OrderLifePanel({ order }: { order: StoredOrder }) {
  const { t, i18n } = useTranslation('admin-orders');
  const lang = i18n.language;
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = order.actions ?? [];
  const close = () => setDialog(null);
  const can = useCan();
  // Void where delete is refused: what moved money, was done or exported (issue 24).
  const canVoid =
    actions.includes('void') && !actions.includes('delete') && can('POST /api/order/:id/void');
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-life">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('life.title')}
        </Title>
        <Group gap="xs">
          {order.status ? <OrderStatusBadge status={order.status} /> : null}
          {order.needs_refund ? (
            <Badge color="red.9" variant="filled" tt="none" data-testid="refund-due">
              {t('flag_refund')}
            </Badge>
          ) : null}
        </Group>
        {order.cancelled_at ? (
          <Text size="sm" data-testid="cancelled-info">
            {t('life.cancelled_at', { at: formatDateTime(order.cancelled_at, lang) })}
            {' · '}
            {!order.cancel_reason
              ? t('life.payment_hold')
              : order.cancel_reason === 'replaced'
                ? t('life.replaced')
                : order.cancel_reason}
          </Text>
        ) : null}
        {order.done_at ? (
          <Text size="sm">{t('life.done_at', { at: formatDateTime(order.done_at, lang) })}</Text>
        ) : null}
        {order.voided_at ? (
          <Text size="sm" data-testid="voided-info">
            {t('money.voided_at', {
              at: formatDateTime(order.voided_at, lang),
              by: order.voided_by_name ?? '',
            })}
            {' · '}
            {order.void_reason}
          </Text>
        ) : null}
        {order.refunded_at ? (
          <Text size="sm" data-testid="refunded-info">
            {t('life.refunded_at', { at: formatDateTime(order.refunded_at, lang) })}
          </Text>
        ) : null}
        <Group gap="xs">
          {actions.includes('reschedule') ? (
            <Button size="sm" variant="light" onClick={() => setDialog('reschedule')}>
              {t('life.move')}
            </Button>
          ) : null}
          {noteActions.map(([action, call]) =>
            actions.includes(action) ? (
              <Button key={action} size="sm" variant="light" onClick={() => setDialog(call)}>
                {t(`life.${action}`)}
              </Button>
            ) : null,
          )}
          {actions.includes('cancel') ? (
            <Button size="sm" variant="light" color="red" onClick={() => setDialog('cancel')}>
              {t('life.cancel_order')}
            </Button>
          ) : null}
          {canVoid ? (
            <Button size="sm" variant="subtle" color="red" onClick={() => setDialog('void')}>
              {t('money.void')}
            </Button>
          ) : null}
        </Group>
        <Anchor href={adminOrderReceiptUrl(order.id)} download size="sm" w="fit-content">
          {t('life.receipt')}
        </Anchor>
      </Stack>
      {dialog === 'cancel' ? <CancelOrderModal order={order} opened onClose={close} /> : null}
      {dialog === 'reschedule' ? <MoveOrderModal order={order} opened onClose={close} /> : null}
      {dialog === 'void' ? <VoidOrderModal orderId={order.id} opened onClose={close} /> : null}
      {dialog === 'markOrderDone' ? (
        <NoteActionModal orderId={order.id} action={dialog} opened onClose={close} />
      ) : null}
    </Paper>
  );
}
