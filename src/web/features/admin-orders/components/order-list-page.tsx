import { useState } from 'react';
import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderListItem, OrderSortColumn } from '#contracts/order-admin.ts';
import { DeleteFlowModal } from '#web/components/admin/confirm-delete-modal.tsx';
import { ListBody, useDeleteFlow } from '#web/components/admin/list-page.tsx';
import { formatDay } from '#web/lib/format-date.ts';
import { useDeleteOrder, useOrders } from '../api/orders';
import { useListState } from '../hooks/use-list-state';
import { OrderFilters } from './order-filters';
import { OrderTable } from './order-table';
import { SharePeriodSelect, sharePeriodDays, type SharePeriod } from './share-period';

const pageSize = 25;

/**
 * /admin/order/list: orders newest first, sortable, with the search box and the spec's
 * filters, all kept in the address (issue 14). Orders needing action (a new time, a
 * refund) always come first (decision 036).
 */
export function OrderListPage() {
  const { t, i18n } = useTranslation('admin-orders');
  const lang = i18n.language;
  const { state, search, setSearch, update } = useListState();
  const [sharePeriod, setSharePeriod] = useState<SharePeriod>('last_12_months');
  const orders = useOrders({
    ...sharePeriodDays(sharePeriod),
    sort: state.sort.column,
    dir: state.sort.dir,
    page: state.page,
    pageSize,
    attention: state.isAttentionOnly ? 'only' : 'first',
    ...(state.isRecurringOnly && { recurring: true }),
    ...(state.international !== 'all' && { international: state.international === 'true' }),
    ...(state.search && { q: state.search }),
  });
  const deletion = useDeleteFlow<OrderListItem>(useDeleteOrder(), {
    deleted: t('deleted'),
    failed: (reason) => t('delete_failed', { reason }),
  });

  const onSort = (column: OrderSortColumn) =>
    update({
      sort: {
        column,
        dir: state.sort.column === column && state.sort.dir === 'desc' ? 'asc' : 'desc',
      },
      page: 1,
    });

  const share = orders.data?.international_share;
  const total = orders.data?.total ?? 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button component={Link} to="/admin/order/new">
          {t('new_phone_order')}
        </Button>
      </Group>
      <OrderFilters
        search={search}
        onSearch={setSearch}
        value={state}
        onChange={(patch) => update({ ...patch, page: 1 })}
      />
      {share ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SharePeriodSelect value={sharePeriod} onChange={setSharePeriod} />
          <Text size="sm" c="dimmed" data-testid="international-share">
            {t('share', {
              percent:
                share.orders === 0
                  ? 0
                  : Math.round((1000 * share.international) / share.orders) / 10,
              international: share.international,
              orders: share.orders,
              from: formatDay(share.from, lang),
              to: formatDay(share.to, lang),
            })}
          </Text>
        </Group>
      ) : null}
      <ListBody t={t} query={orders} rows={orders.data?.orders}>
        {(rows) => (
          <>
            <OrderTable orders={rows} sort={state.sort} onSort={onSort} onDelete={deletion.ask} />
            {total > pageSize ? (
              <Pagination
                total={Math.ceil(total / pageSize)}
                value={state.page}
                onChange={(page) => update({ page })}
                getControlProps={(control) => ({
                  'aria-label': t(`pagination.${control}`),
                })}
              />
            ) : null}
            <Text size="sm" c="dimmed" data-testid="order-count">
              {t('count', { count: total })}
            </Text>
          </>
        )}
      </ListBody>
      <DeleteFlowModal t={t} flow={deletion}>
        {(order) => <Text>{t('confirm_text', { id: order.id, name: order.customer_name })}</Text>}
      </DeleteFlowModal>
    </Stack>
  );
}

export { OrderListPage as Component };
