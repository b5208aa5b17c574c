import { useState } from 'react';
import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderListItem, OrderSortColumn } from '#contracts/order-admin.ts';
import { DeleteFlowModal } from '#web/components/admin/confirm-delete-modal.tsx';
import { ListBody, useDeleteFlow } from '#web/components/admin/list-page.tsx';
import { formatDay } from '#web/lib/format-date.ts';
import { useDeleteOrder, useOrders } from '../api/orders';
import { noOrderFilters, OrderFilters } from './order-filters';
import { OrderTable, type OrderSort } from './order-table';

const pageSize = 25;

/**
 * /admin/order/list: orders newest first, sortable, with the spec's two filters. Orders
 * needing action (a new time, a refund) always come first (decision 036).
 */
export function OrderListPage() {
  const { t, i18n } = useTranslation('admin-orders');
  const lang = i18n.language;
  const [filters, setFilters] = useState(noOrderFilters);
  const [q] = useDebouncedValue(filters.search.trim(), 300);
  const [sort, setSort] = useState<OrderSort>({ column: 'created', dir: 'desc' });
  const [page, setPage] = useState(1);
  const orders = useOrders({
    sort: sort.column,
    dir: sort.dir,
    page,
    pageSize,
    attention: filters.isAttentionOnly ? 'only' : 'first',
    ...(filters.isRecurringOnly && { recurring: true }),
    ...(filters.international !== 'all' && { international: filters.international === 'true' }),
    ...(q && { q }),
  });
  const deletion = useDeleteFlow<OrderListItem>(useDeleteOrder(), {
    deleted: t('deleted'),
    failed: (reason) => t('delete_failed', { reason }),
  });

  const onSort = (column: OrderSortColumn) => {
    setSort((s) => ({
      column,
      dir: s.column === column && s.dir === 'desc' ? 'asc' : 'desc',
    }));
    setPage(1);
  };

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
        value={filters}
        onChange={(value) => {
          setFilters(value);
          setPage(1);
        }}
      />
      {share ? (
        <Text size="sm" c="dimmed" data-testid="international-share">
          {t('share', {
            percent:
              share.orders === 0 ? 0 : Math.round((1000 * share.international) / share.orders) / 10,
            international: share.international,
            orders: share.orders,
            from: formatDay(share.from, lang),
            to: formatDay(share.to, lang),
          })}
        </Text>
      ) : null}
      <ListBody t={t} query={orders} rows={orders.data?.orders}>
        {(rows) => (
          <>
            <OrderTable orders={rows} sort={sort} onSort={onSort} onDelete={deletion.ask} />
            {total > pageSize ? (
              <Pagination
                total={Math.ceil(total / pageSize)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': t(`pagination.${control}`),
                })}
              />
            ) : null}
            <Text size="sm" c="dimmed">
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
