/**
 * The money of an order, apart from its job (issue 24). Payments and refunds are records
 * (order_money rows); the order's money state follows from their sums, the order's total and
 * whether its job still stands. Pure: no dates, no database.
 *
 * What the order owes: its total while the job stands; once it is cancelled, what the
 * cancellation charged (decision 068's late share, 0 when free; decision 094); nothing once it
 * is voided. Then, in cents:
 *
 * - amountPaid = payments - refunds (what the company holds of the order);
 * - amountDue = max(0, owed - amountPaid) (what the customer still has to pay);
 * - refundDue = max(0, amountPaid - owed) (what the company has to give back).
 *
 * | case                                   | state            |
 * |----------------------------------------|------------------|
 * | nothing held, something owed           | unpaid           |
 * | something held, less than owed         | partly_paid      |
 * | held = owed > 0                        | paid             |
 * | 0 € order standing, nothing moved       | paid (nothing is due) |
 * | held > owed, nothing refunded yet      | refund_due       |
 * | held > owed, a refund made             | partly_refunded  |
 * | held = owed = 0 after money went back  | refunded         |
 * | cancelled with nothing paid            | unpaid (nothing due) |
 * | cancelled late, the charge not paid     | unpaid (the charge due) |
 * | cancelled late, more paid than charged  | refund_due (paid less the charge) |
 *
 * A refund on a job that stands lowers what is held: a paid job refunded in part is partly
 * paid again (the rest is due), unless the refund returned an over-payment. Prices are not
 * lowered by refunds: a lower price is an edit of the order.
 */

export const paymentStatuses = [
  'unpaid',
  'partly_paid',
  'paid',
  'refund_due',
  'partly_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const moneyEntryKinds = ['payment', 'refund'] as const;
export type MoneyEntryKind = (typeof moneyEntryKinds)[number];
export const moneyMethods = ['online', 'bank_transfer', 'cash', 'card', 'other'] as const;
export type MoneyMethod = (typeof moneyMethods)[number];

export interface MoneyEntry {
  kind: MoneyEntryKind;
  amountCents: number;
}

export interface OrderMoneyFacts {
  /** The order's total after discounts, in cents. */
  totalCents: number;
  entries: readonly MoneyEntry[];
  /** The job is cancelled or the order voided: only the cancellation's charge is owed. */
  isJobCancelled: boolean;
  /** What the cancellation charged, in cents (0 when absent, free, not cancelled or voided). */
  cancellationChargeCents?: number;
}

export interface OrderMoney {
  paymentStatus: PaymentStatus;
  /** What the order owes now: its total, or the cancellation's charge once cancelled. */
  owedCents: number;
  paymentsCents: number;
  refundsCents: number;
  /** Payments less refunds. */
  amountPaidCents: number;
  amountDueCents: number;
  refundDueCents: number;
  /** Paid in full for a job that stands (the customer's pages say "paid", the receipt is one). */
  isPaidInFull: boolean;
}

const sum = (entries: readonly MoneyEntry[], kind: MoneyEntryKind) =>
  entries.filter((e) => e.kind === kind).reduce((total, e) => total + e.amountCents, 0);

function stateOf(owed: number, held: number, refunds: number, payments: number): PaymentStatus {
  if (held > owed) return refunds > 0 ? 'partly_refunded' : 'refund_due';
  if (held < owed) return held > 0 ? 'partly_paid' : 'unpaid';
  // held === owed
  if (owed > 0) return 'paid';
  if (payments > 0) return 'refunded';
  return 'unpaid';
}

export function orderMoneyOf(facts: OrderMoneyFacts): OrderMoney {
  const owed = Math.max(
    0,
    facts.isJobCancelled ? (facts.cancellationChargeCents ?? 0) : facts.totalCents,
  );
  const payments = sum(facts.entries, 'payment');
  const refunds = sum(facts.entries, 'refund');
  const held = payments - refunds;
  // A 0 € order that stands owes nothing and has nothing due: it is settled.
  const paymentStatus =
    !facts.isJobCancelled && owed === 0 && held === 0 && payments === 0
      ? 'paid'
      : stateOf(owed, held, refunds, payments);
  return {
    paymentStatus,
    owedCents: owed,
    paymentsCents: payments,
    refundsCents: refunds,
    amountPaidCents: held,
    amountDueCents: Math.max(0, owed - held),
    refundDueCents: Math.max(0, held - owed),
    isPaidInFull: !facts.isJobCancelled && held >= owed,
  };
}

/**
 * Why a payment of `amountCents` is refused, or null: a payment is at most what is due
 * (an over-payment comes only from Paytrail, which cannot be refused after the fact).
 */
export function paymentRefusal(money: OrderMoney, amountCents: number): 'over_due' | null {
  return amountCents > money.amountDueCents ? 'over_due' : null;
}

/** Why a refund of `amountCents` is refused, or null: at most what the company holds. */
export function refundRefusal(money: OrderMoney, amountCents: number): 'over_paid' | null {
  return amountCents > money.amountPaidCents ? 'over_paid' : null;
}
