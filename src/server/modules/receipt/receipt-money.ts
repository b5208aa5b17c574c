/**
 * The receipt's section of money (issue 24, decision 064): each payment and refund with its
 * day, then what is still due; for a cancelled order the sums of what was charged and
 * refunded and what is still to be given back, so its document says where the money stands
 * even when none moved.
 */
import type { OrderDetails } from '../order/order.repository';
import { formatDay, formatEuros } from '../order/order-mail';
import { fill } from '../order/order-texts';
import { receiptTexts } from './receipt-texts';

export interface ReceiptRow {
  label: string;
  value: string;
}

/** Euros as the mail writes them, kept on one line (a thousands space does not break). */
export const eurosIn = (language: OrderDetails['language']) => (cents: number) =>
  formatEuros(cents, language).replace(/ /g, '\u00a0');

export function moneyRowsOf(order: OrderDetails): ReceiptRow[] {
  const lang = order.language;
  const r = receiptTexts[lang];
  const euros = eurosIn(lang);
  const rows = order.moneyEntries.map((entry) => ({
    label: fill(entry.kind === 'payment' ? r.paidOn : r.refundedOn, {
      date: formatDay(entry.onDay, lang),
    }),
    value: euros(entry.kind === 'payment' ? entry.amountCents : -entry.amountCents),
  }));
  const { money } = order;
  if (order.status === 'cancelled') {
    rows.push(
      { label: r.chargedTotal, value: euros(money.paymentsCents) },
      { label: r.refundedTotal, value: euros(money.refundsCents) },
    );
    if (money.refundDueCents > 0)
      rows.push({ label: r.refundDue, value: euros(money.refundDueCents) });
  } else if (rows.length > 0 && money.amountDueCents > 0) {
    rows.push({ label: r.stillDue, value: euros(money.amountDueCents) });
  }
  return rows;
}
