/**
 * What a cancellation costs (issue 28 item 3, decision 068): the one computation behind the
 * order page's cancel dialog, its answer, the cancellation mail and the back office's cancel.
 *
 * - A consumer who cancels within the 14-day withdrawal period before the work starts
 *   withdraws: nothing is charged and everything paid is refunded (Consumer Protection Act
 *   ch. 6), whether or not they asked for an early start.
 * - Work that started within the period without the consumer's early-start request is not
 *   paid for either (the law puts that on the seller).
 * - Work that started at the consumer's request, or outside the period, or for a company or
 *   mall buyer (no withdrawal right): the work done is paid for; how much was done is the
 *   office's to settle, so no figure is proposed (`work_started`).
 * - Otherwise (a company, or a consumer past the period) the terms of order apply: free
 *   until the last free change day (5 business days before the job), then the late share,
 *   30 % of the order's price.
 *
 * Whatever was paid beyond the charge is refunded within 14 days of the cancellation.
 */
import { addDays, type LocalDate } from '../calendar/local-date';
import { isFreeChange, lateCancellationFeePercent } from './change-deadline';
import { withdrawalPeriodEnd } from './withdrawal-period';

/** Days from the cancellation within which what was paid beyond the charge is refunded. */
export const refundWithinDays = 14;

export interface CancellationFacts {
  /** A private customer; a company or a mall buyer has no withdrawal right. */
  isConsumer: boolean;
  /** The Helsinki day the order was made: the withdrawal period runs from it. */
  orderDay: LocalDate;
  /** The job's day (a mall order: the first of its month); null when it has none. */
  jobDay: LocalDate | null;
  /** The Helsinki day of the cancellation. */
  today: LocalDate;
  /** The job's start has come: the work may be under way. */
  hasWorkStarted: boolean;
  /** The consumer asked for the work to start within the withdrawal period. */
  earlyStartRequested: boolean;
  /** What the order costs (the discount taken off), in cents. */
  priceCents: number;
  /** What the customer has paid, in cents. */
  paidCents: number;
}

export const cancellationBases = [
  'withdrawal',
  'free_change',
  'late_share',
  'work_started',
  'by_office',
] as const;
export type CancellationBasis = (typeof cancellationBases)[number];

export interface CancellationCharge {
  basis: CancellationBasis;
  /** What the cancellation costs; null when the office settles the work done. */
  chargedCents: number | null;
  /** What is given back of what was paid; null when the office settles the work done. */
  refundCents: number | null;
  /** What is still to be paid (an invoice order's late share); null as above. */
  toPayCents: number | null;
  /** The last day of the refund, when there is one. */
  refundBy: LocalDate | null;
}

function settled(
  basis: CancellationBasis,
  chargedCents: number,
  facts: Pick<CancellationFacts, 'today' | 'paidCents'>,
): CancellationCharge {
  const refundCents = Math.max(0, facts.paidCents - chargedCents);
  return {
    basis,
    chargedCents,
    refundCents,
    toPayCents: Math.max(0, chargedCents - facts.paidCents),
    refundBy: refundCents > 0 ? addDays(facts.today, refundWithinDays) : null,
  };
}

/** The late share of a price: 30 %, rounded to the cent. */
export const lateShareCents = (priceCents: number): number =>
  Math.round((priceCents * lateCancellationFeePercent) / 100);

export function cancellationCharge(facts: CancellationFacts): CancellationCharge {
  const withinPeriod = facts.isConsumer && facts.today <= withdrawalPeriodEnd(facts.orderDay);
  if (facts.hasWorkStarted) {
    if (withinPeriod && !facts.earlyStartRequested) return settled('withdrawal', 0, facts);
    return {
      basis: 'work_started',
      chargedCents: null,
      refundCents: null,
      toPayCents: null,
      refundBy: null,
    };
  }
  if (withinPeriod) return settled('withdrawal', 0, facts);
  if (facts.jobDay === null || isFreeChange(facts.today, facts.jobDay)) {
    return settled('free_change', 0, facts);
  }
  return settled('late_share', lateShareCents(facts.priceCents), facts);
}

/**
 * The office's own cancellation (a washer ill, a customer's call the office decides on):
 * nothing charged, everything paid refunded. Staff charge a share only by a money entry.
 */
export const officeCancellation = (facts: Pick<CancellationFacts, 'today' | 'paidCents'>) =>
  settled('by_office', 0, facts);

/** Whether the cancellation costs something the customer must acknowledge first. */
export const isChargedCancellation = (charge: CancellationCharge): boolean =>
  charge.chargedCents === null || charge.chargedCents > 0;
