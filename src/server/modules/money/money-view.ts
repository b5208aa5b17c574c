/**
 * What an order says of its money (issue 24): its state, paid, due, the due date of an
 * invoice, and the list of its payments and refunds. `status` stays the job's.
 */
import { centsToEuros } from '#contracts/common.ts';
import type { MoneyEntryView } from '#contracts/order-money.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { dueDateOf, type InvoiceDays } from '#domain/money/due-date.ts';
import type { OrderMoney } from '#domain/money/order-money.ts';
import type { MoneyEntryRow } from './money.repository';

export interface OrderMoneyFacts {
  money: OrderMoney;
  paymentType: 'bill' | 'online';
  invoiceDays: InvoiceDays;
}

/**
 * The fields of GET order/{id} and of each row of GET order; an invoice is due `termsDays`
 * after its invoice day (the shop's setting, money/payment-terms.ts).
 */
export function toMoneyFields(
  { money, paymentType, invoiceDays }: OrderMoneyFacts,
  termsDays: number,
) {
  return {
    payment_status: money.paymentStatus,
    amount_paid: centsToEuros(money.amountPaidCents),
    amount_due: centsToEuros(money.amountDueCents),
    due_date: paymentType === 'bill' ? dueDateOf(invoiceDays, termsDays) : null,
  };
}

export function toMoneyEntryView(row: MoneyEntryRow): MoneyEntryView {
  return {
    id: row.id,
    kind: row.kind,
    amount: centsToEuros(row.amountCents),
    on_day: row.onDay,
    method: row.method,
    note: row.note,
    recorded_by_name: row.recordedByName,
    created: row.created.toISOString(),
  };
}

/** The money part of the stored order (the back office's order page). */
export function toStoredMoney(
  facts: OrderMoneyFacts,
  entries: MoneyEntryRow[],
  termsDays: number,
): Pick<
  StoredOrder,
  'payment_status' | 'amount_paid' | 'amount_due' | 'due_date' | 'refund_due' | 'money'
> {
  return {
    ...toMoneyFields(facts, termsDays),
    refund_due: centsToEuros(facts.money.refundDueCents),
    money: entries.map(toMoneyEntryView),
  };
}
