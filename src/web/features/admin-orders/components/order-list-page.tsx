import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderListItem, OrderSortColumn } from '#contracts/order-admin.ts';
import { DeleteFlowModal } from '#web/components/admin/confirm-delete-modal.tsx';
import { deleteIcon } from '#web/components/admin/icons.tsx';
import { formatDateTime, formatDay } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { ListLoadState, useDeleteFlow } from '#web/components/admin/list-page.tsx';
import { useDeleteOrder, useOrders } from '../api/orders';
import { OrderStatusBadge } from './order-status-badge';

const pageSize = 25;

function SortHeader({
  column,
  sort,
  onSort,
  children,
}: {
  column: OrderSortColumn;
  sort: { column: OrderSortColumn; dir: 'asc' | 'desc' };
  onSort: (column: OrderSortColumn) => void;
  children: string;
}) {
  const isActive = sort.column === column;
  return (
    <Table.Th aria-sort={isActive ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        {children} {isActive ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * /admin/order/list: orders newest first, sortable, with the spec's two filters. Orders
 * needing action (a new time, a refund) always come first (decision 036).
 */
export function OrderListPage() {
  const { t, i18n } = useTranslation('admin-orders');
  const lang = i18n.language;
  const [recurring, setRecurring] = useState(false);
  const [isAttentionOnly, setAttentionOnly] = useState(false);
  const [international, setInternational] = useState<'all' | 'true' | 'false'>('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<{ column: OrderSortColumn; dir: 'asc' | 'desc' }>({
    column: 'created',
    dir: 'desc',
  });
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({
    sort: sort.column,
    dir: sort.dir,
    page: String(page),
    pageSize: String(pageSize),
  });
  params.set('attention', isAttentionOnly ? 'only' : 'first');
  if (recurring) params.set('recurring', 'true');
  if (international !== 'all') params.set('international', international);
  if (q) params.set('q', q);
  const orders = useOrders(params.toString());
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
  const columns: [OrderSortColumn, string][] = [
    ['created', t('columns.created')],
    ['shipping_day', t('columns.shipping_day')],
    ['customer', t('columns.customer')],
    ['total_price_after_discount', t('columns.total')],
    ['status', t('columns.status')],
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('search')}
          placeholder={t('search_hint')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Select
          label={t('international')}
          data={[
            { value: 'all', label: t('international_all') },
            { value: 'true', label: t('international_yes') },
            { value: 'false', label: t('international_no') },
          ]}
          value={international}
          onChange={(value) => {
            setInternational((value ?? 'all') as 'all' | 'true' | 'false');
            setPage(1);
          }}
          allowDeselect={false}
          w={220}
        />
        <Checkbox
          label={t('recurring_only')}
          checked={recurring}
          onChange={(e) => {
            setRecurring(e.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
        <Checkbox
          label={t('attention_only')}
          checked={isAttentionOnly}
          onChange={(e) => {
            setAttentionOnly(e.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
      </Group>
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
      <ListLoadState
        query={orders}
        texts={{ loading: t('loading'), loadFailed: t('load_failed'), retry: t('retry') }}
      />
      {!orders.data ? null : orders.data.orders.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="order-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.id')}</Table.Th>
                  {columns.map(([column, label]) => (
                    <SortHeader key={column} column={column} sort={sort} onSort={onSort}>
                      {label}
                    </SortHeader>
                  ))}
                  <Table.Th>{t('columns.flags')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data.orders.map((order) => (
                  <Table.Tr key={order.id} data-testid="order-row">
                    <Table.Td>
                      <Link to={`/admin/order/edit/${order.id}`}>#{order.id}</Link>
                    </Table.Td>
                    <Table.Td>{formatDateTime(order.created, lang)}</Table.Td>
                    <Table.Td>
                      {order.shipping_day
                        ? formatDay(order.shipping_day, lang)
                        : t('mall', { name: order.mall_name ?? '' })}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {order.customer_name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {order.customer_email}
                        {order.postal_code ? ` · ${order.postal_code}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatEuros(order.total_price_after_discount, lang)}
                      <Text size="xs" c="dimmed">
                        {t(`payment.${order.payment_type}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={order.status} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {order.needs_refund ? (
                          <Badge
                            size="sm"
                            variant="filled"
                            color="red.9"
                            tt="none"
                            styles={{ label: { overflow: 'visible' } }}
                            data-testid="refund-flag"
                          >
                            {t('flag_refund')}
                          </Badge>
                        ) : null}
                        {order.repeated_order ? (
                          <Badge size="sm" variant="outline" color="blue.8">
                            {t('flag_recurring')}
                          </Badge>
                        ) : null}
                        {order.international_cleaner ? (
                          <Badge size="sm" variant="outline" color="teal.9">
                            {t('flag_international')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          component={Link}
                          to={`/admin/order/edit/${order.id}`}
                          size="compact-sm"
                          variant="light"
                          aria-label={t('edit_named', { id: order.id })}
                        >
                          {t('edit')}
                        </Button>
                        <ActionIcon
                          variant="light"
                          color="red"
                          aria-label={t('delete_named', { id: order.id })}
                          onClick={() => deletion.ask(order)}
                        >
                          {deleteIcon}
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {orders.data.total > pageSize ? (
            <Pagination
              total={Math.ceil(orders.data.total / pageSize)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': t(`pagination.${control}`),
              })}
            />
          ) : null}
          <Text size="sm" c="dimmed">
            {t('count', { count: orders.data.total })}
          </Text>
        </>
      )}
      <DeleteFlowModal t={t} flow={deletion}>
        {(order) => <Text>{t('confirm_text', { id: order.id, name: order.customer_name })}</Text>}
      </DeleteFlowModal>
    </Stack>
  );
}

export { OrderListPage as Component };
