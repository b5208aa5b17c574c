/**
 * What cancelling a stored order costs now (decision 068): the facts of the order handed to
 * the one domain computation, for the order page, the customer's cancellation, its mail and
 * the back office's proposal.
 */
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import { cancellationCharge, type CancellationCharge } from '#domain/order/cancellation-charge.ts';
import { jobDayOf } from '#domain/order/change-deadline.ts';
import { cancellationChargeSchema } from '#contracts/manage.ts';
import type { Database } from '#server/db/client.ts';
import { jobTimesOf } from '../manage/order-calendar';
import { listOrderEvents } from './order-history.repository';
import type { OrderDetails } from './order.repository';

/**
 * The day the contract was made, from which the withdrawal period runs: the order's day, or
 * for a next visit (a proposal) the day the customer confirmed it (decision 068).
 */
export async function findContractDay(db: Database, order: OrderDetails): Promise<LocalDate> {
  if (order.proposalOf !== null) {
    const events = await listOrderEvents(db, order.id);
    const confirmed = events.findLast((e) => e.action === 'proposal_confirmed');
    if (confirmed) return helsinkiDate(confirmed.at);
  }
  return helsinkiDate(order.created);
}

export function cancellationChargeOf(
  order: OrderDetails,
  now: Date,
  contractDay: LocalDate = helsinkiDate(order.created),
): CancellationCharge {
  const start = jobTimesOf(order)?.start;
  return cancellationCharge({
    // A company or a mall buyer has no withdrawal right.
    isConsumer: order.customerKind === 'private',
    orderDay: contractDay,
    jobDay: jobDayOf(order),
    today: helsinkiDate(now),
    hasWorkStarted: start !== undefined && now >= start,
    earlyStartRequested: order.earlyStartRequested,
    priceCents: order.totalPriceAfterDiscountCents,
    paidCents: order.money.amountPaidCents,
  });
}

/** A cancellation's cost as a stored value (an outbox payload, a history event), or null. */
export function parseCancellationCharge(value: unknown): CancellationCharge | null {
  const parsed = cancellationChargeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * What the cancellation of a cancelled order cost, as its history recorded it; null when
 * it was cancelled before the cost was recorded.
 */
export async function findAppliedCancellation(
  db: Database,
  orderId: number,
): Promise<CancellationCharge | null> {
  const cancelled = (await listOrderEvents(db, orderId)).findLast((e) => e.action === 'cancelled');
  return parseCancellationCharge(cancelled?.changes.charge);
}
