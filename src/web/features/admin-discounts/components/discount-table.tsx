import { Anchor, Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Discount } from '#contracts/discount.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import { formatDay, type Sort, type SortKey } from '../lib/discount-table';
import { SortIcon } from '#web/components/admin/icons.tsx';
import { RowActions } from '#web/components/admin/row-actions.tsx';

function SortableTh(props: { column: SortKey; sort: Sort | null; onSort: (key: SortKey) => void }) {
  const { t } = useTranslation('admin-discounts');
  const direction = props.sort?.key === props.column ? props.sort.direction : null;
  return (
    <Table.Th aria-sort={direction ?? undefined} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={() => props.onSort(props.column)}
        fw={700}
        fz="sm"
        data-testid={`sort-${props.column}`}
      >
        <Group gap={4} wrap="nowrap">
          {t(`columns.${props.column}`)}
          <SortIcon direction={direction} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function DiscountRow({ discount: d, onDelete }: { discount: Discount; onDelete: () => void }) {
  const { t, i18n } = useTranslation('admin-discounts');
  const language = i18n.language;
  const amount =
    d.type === 'percent'
      ? t('amount_percent', { value: d.discount })
      : formatMoney(Math.round(d.discount * 100), language);
  return (
    <Table.Tr data-testid="discount-row">
      <Table.Td>
        {/* The code opens the edit page too: on a phone the action column is off screen. */}
        <Anchor
          component={Link}
          to={`/admin/discount/edit/${d.id}`}
          fw={700}
          ff="monospace"
          data-testid="discount-code"
        >
          {d.code}
        </Anchor>
      </Table.Td>
      <Table.Td>{t(`types.${d.type}`)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="discount-amount">
        {amount}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="discount-used">
        {d.limit === null
          ? t('used_unlimited', { applied: d.applied })
          : t('used_of_limit', { applied: d.applied, limit: d.limit })}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {t('valid_range', { from: formatDay(d.from, language), to: formatDay(d.to, language) })}
      </Table.Td>
      <Table.Td>
        <Badge
          variant="outline"
          color={d.active ? 'teal.9' : 'gray.7'}
          data-testid="discount-active"
        >
          {d.active ? t('is_active') : t('is_inactive')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <RowActions
          t={t}
          editTo={`/admin/discount/edit/${d.id}`}
          named={{ code: d.code }}
          onDelete={onDelete}
          justify="flex-end"
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The codes as a table with sortable columns; scrolls sideways on a phone. */
export function DiscountTable(props: {
  discounts: readonly Discount[];
  sort: Sort | null;
  onSort: (key: SortKey) => void;
  onDelete: (discount: Discount) => void;
}) {
  const { t } = useTranslation('admin-discounts');
  const columns: SortKey[] = ['code', 'type', 'amount', 'used', 'valid', 'active'];
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('list_label')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableTh key={column} column={column} sort={props.sort} onSort={props.onSort} />
            ))}
            <Table.Th>
              <Text fz="sm" fw={700} ta="right">
                {t('columns.actions')}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.discounts.map((discount) => (
            <DiscountRow
              key={discount.id}
              discount={discount}
              onDelete={() => props.onDelete(discount)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
