import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Receivables } from '#contracts/receivables.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import {
  ReceivableActions,
  useReceivableRights,
  type ReceivableHandlers,
} from './receivable-actions';
import classes from './receivables.module.css';

/** Days overdue as a red badge, or 'not yet due'. */
export function OverdueBadge({ days }: { days: number }) {
  const { t } = useTranslation('admin-receivables');
  return days > 0 ? (
    <Badge color="red" variant="light">
      {t('overdue_days', { count: days })}
    </Badge>
  ) : (
    <>{t('not_due')}</>
  );
}

/** The open invoices on a wide screen, oldest due first, with their sum at the foot. */
export function ReceivablesTable(props: { list: Receivables } & ReceivableHandlers) {
  const { t, i18n } = useTranslation('admin-receivables');
  const lang = i18n.language;
  const { canPay, canRemind } = useReceivableRights();
  const hasActions = canPay || canRemind;
  return (
    <Table className={classes.table} striped highlightOnHover data-testid="receivables-table">
      <Table.Caption>{t('caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('reference')}</Table.Th>
          <Table.Th scope="col">{t('customer')}</Table.Th>
          <Table.Th scope="col" className={classes.number}>
            {t('amount_due')}
          </Table.Th>
          <Table.Th scope="col">{t('due_date')}</Table.Th>
          <Table.Th scope="col" className={classes.number}>
            {t('days_overdue')}
          </Table.Th>
          {hasActions ? <Table.Th scope="col">{t('actions')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.list.items.map((item) => (
          <Table.Tr key={item.orderId} data-testid="receivable-row">
            <Table.Th scope="row" fw={500}>
              <Anchor component={Link} to={`/admin/order/edit/${item.orderId}`}>
                {item.reference}
              </Anchor>
            </Table.Th>
            <Table.Td>{item.customerName}</Table.Td>
            <Table.Td className={classes.number} data-testid="receivable-due">
              {formatEuros(item.amountDue, lang)}
            </Table.Td>
            <Table.Td>{formatDay(item.dueDate, lang)}</Table.Td>
            <Table.Td className={classes.number}>
              <OverdueBadge days={item.daysOverdue} />
            </Table.Td>
            {hasActions ? (
              <Table.Td>
                <ReceivableActions item={item} onPay={props.onPay} onRemind={props.onRemind} />
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={2}>
            {t('total', { count: props.list.items.length })}
          </Table.Th>
          <Table.Td className={classes.number} data-testid="receivables-total">
            {formatEuros(props.list.total, lang)}
          </Table.Td>
          <Table.Td colSpan={hasActions ? 3 : 2} />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
