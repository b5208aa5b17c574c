import { Alert, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadState } from '#web/components/admin/load-state.tsx';
import { useOrder } from '../api/orders';
import { AddressNote } from './address-note';
import { OrderFacts } from './order-facts';
import { OrderHistoryList } from './order-history-list';
import { OrderLifePanel } from './order-life-panel';
import { OrderMoneyPanel } from './order-money-panel';
import { OrderForm } from './order-form';
import { OrderPhotos } from './order-photos';
import { ProposalAlert } from './proposal-alert';
import { OrderStatusBadge } from './order-status-badge';

/** /admin/order/edit/:orderId: the order as stored, and its edit form. */
export function OrderEditPage() {
  const { t } = useTranslation('admin-orders');
  const id = Number(useParams().orderId);
  const isValidId = Number.isInteger(id) && id > 0;
  const order = useOrder(isValidId ? id : 0);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={1}>{t('order_title', { id: isValidId ? id : '' })}</Title>
        {order.data?.status ? <OrderStatusBadge status={order.data.status} /> : null}
      </Group>
      <LoadState
        query={order}
        isValidId={isValidId}
        texts={{ notFound: t('not_found'), loading: t('loading'), loadFailed: t('load_failed') }}
      >
        {(data) => (
          <>
            {data.status === 'needs_new_time' ? (
              <Alert color="red" data-testid="needs-new-time-alert">
                {/* Not done in the field (decision 058), or paid after its hold (decision 036). */}
                {t(
                  data.progress === 'not_done'
                    ? 'needs_new_time_not_done_alert'
                    : 'needs_new_time_alert',
                )}
              </Alert>
            ) : null}
            <ProposalAlert order={data} />
            {data.needs_refund ? (
              <Alert color="red" data-testid="needs-refund-alert">
                {t('needs_refund_alert')}
              </Alert>
            ) : null}
            <AddressNote order={data} />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <OrderForm key={data.id} order={data} />
              <Stack gap="lg">
                <OrderLifePanel order={data} />
                <OrderMoneyPanel order={data} />
                <OrderFacts order={data} />
              </Stack>
            </SimpleGrid>
            <OrderPhotos orderId={data.id} />
            <OrderHistoryList orderId={data.id} />
          </>
        )}
      </LoadState>
    </Stack>
  );
}

export { OrderEditPage as Component };
