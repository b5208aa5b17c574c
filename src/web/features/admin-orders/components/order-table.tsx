import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderListItem, OrderSortColumn } from '#contracts/order-admin.ts';
import { deleteIcon } from '#web/components/admin/icons.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { useFromListState } from '../hooks/use-list-return';
import type { OrderListState } from '../lib/list-params';
import { JobCell, WasherCell } from './order-job-cells';
import { OrderStatusBadge } from './order-status-badge';
import { PaymentStatusBadge } from './payment-status-badge';

export type OrderSort = OrderListState['sort'];

function SortHeader({
  column,
  sort,
  onSort,
  children,
}: {
  column: OrderSortColumn;
  sort: OrderSort;
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
 * One order: number, created, the job's day and time (a mall order's centre and set), the
 * washer, customer, total and payment, status, flags, edit and delete.
 */
function OrderRow({ order, onDelete }: { order: OrderListItem; onDelete: () => void }) {
  const { t, i18n } = useTranslation('admin-orders');
  const lang = i18n.language;
  const fromList = useFromListState();
  return (
    <Table.Tr data-testid="order-row">
      <Table.Td>
        <Link to={`/admin/order/edit/${order.id}`} state={fromList}>
          #{order.id}
        </Link>
        <Text size="xs" c="dimmed" data-testid="order-number">
          {order.order_number}
        </Text>
      </Table.Td>
      <Table.Td>{formatDateTime(order.created, lang)}</Table.Td>
      <Table.Td>
        <JobCell order={order} />
      </Table.Td>
      <Table.Td>
        <WasherCell order={order} />
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
        <Stack gap={4} align="flex-start">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.payment_status} />
          {order.voided_at ? (
            <Badge size="sm" variant="outline" color="gray.7" tt="none">
              {t('money.voided')}
            </Badge>
          ) : null}
        </Stack>
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
            state={fromList}
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
            onClick={onDelete}
          >
            {deleteIcon}
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** A page of orders as a table with sortable columns; scrolls sideways on a phone. */
export function OrderTable(props: {
  orders: readonly OrderListItem[];
  sort: OrderSort;
  onSort: (column: OrderSortColumn) => void;
  onDelete: (order: OrderListItem) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const columns: [OrderSortColumn | 'washer', string][] = [
    ['created', t('columns.created')],
    ['shipping_day', t('columns.shipping_day')],
    ['washer', t('columns.washer')],
    ['customer', t('columns.customer')],
    ['total_price_after_discount', t('columns.total')],
    ['status', t('columns.status')],
  ];
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="order-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.id')}</Table.Th>
            {columns.map(([column, label]) =>
              column === 'washer' ? (
                <Table.Th key={column}>{label}</Table.Th>
              ) : (
                <SortHeader key={column} column={column} sort={props.sort} onSort={props.onSort}>
                  {label}
                </SortHeader>
              ),
            )}
            <Table.Th>{t('columns.flags')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.orders.map((order) => (
            <OrderRow key={order.id} order={order} onDelete={() => props.onDelete(order)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
