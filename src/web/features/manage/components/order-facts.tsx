import { Table, Text } from '@mantine/core';
import { DeductionWords } from '#web/components/ui/deduction-words.tsx';
import { useTranslation } from 'react-i18next';
import type { ManageOrder } from '#contracts/manage.ts';
import {
  cleaningSetLabel,
  cleaningSetName,
  mallLinesNote,
  perWashStatement,
} from '#domain/mall/mall-words.ts';
import { formatMonth } from '#web/lib/format-date.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import { formatJobTime } from '../lib/format-time';

/** What was ordered, when, by whom, where, the price, the deduction and the payment. */
export function OrderFacts({ order }: { order: ManageOrder }) {
  const { t, i18n } = useTranslation('manage');
  const lang = i18n.language;
  const rows: [string, string][] = [[t('state'), t(`status.${order.status}`)]];
  if (order.start && order.end) rows.push([t('when'), formatJobTime(order.start, order.end, lang)]);
  if (order.mallStartingMonth) {
    rows.push([t('mall_month'), formatMonth(order.mallStartingMonth, lang)]);
  }
  if (order.mallCleaningSet) {
    rows.push([cleaningSetLabel(lang), cleaningSetName(order.mallCleaningSet, lang)]);
  }
  if (order.mallPerWash) {
    const { label, value } = perWashStatement(order.mallPerWash, lang, (cents) =>
      formatMoney(cents, lang),
    );
    rows.push([label, value]);
  }
  if (order.washerFirstName) rows.push([t('washer'), order.washerFirstName]);
  if (order.address) rows.push([t('address'), order.address]);
  rows.push([t('payment'), t(order.paymentType === 'online' ? 'payment_online' : 'payment_bill')]);
  const lines: [string, string][] = order.items.map((item) => [
    item.amount === 1 ? item.name : `${item.name} × ${item.amount}`,
    formatMoney(Math.round(item.amount * item.priceCents), lang),
  ]);
  if (order.discountCents > 0) lines.push([t('discount'), formatMoney(-order.discountCents, lang)]);
  lines.push([t('total'), formatMoney(order.totalPriceCents, lang)]);
  const table = (data: [string, string][], caption?: string) => (
    <Table captionSide="top">
      {caption ? <Table.Caption>{caption}</Table.Caption> : null}
      <Table.Tbody>
        {data.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td style={caption ? { whiteSpace: 'nowrap', textAlign: 'right' } : undefined}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <>
      {table(rows)}
      {table(lines, t('lines'))}
      {order.mallCleaningSet ? (
        <Text size="sm" c="dimmed" data-testid="manage-mall-note">
          {mallLinesNote(lang)}
        </Text>
      ) : null}
      <DeductionWords
        headlineCents={order.deductionCents}
        afterExcessCents={order.deductionAfterExcessCents}
        testId="manage-deduction"
      />
    </>
  );
}
