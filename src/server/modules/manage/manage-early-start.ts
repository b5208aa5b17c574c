/**
 * A consumer's move into the 14-day withdrawal period (issue 28, decision 069): like the
 * order itself (order-create.ts assertEarlyStartAsked), a job on a day within the period
 * needs the consumer's explicit request to start then (Consumer Protection Act ch. 6,
 * decision 050). The period runs from the day the order was made, not from the move.
 */
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import { withdrawalPeriodEnd } from '#domain/order/withdrawal-period.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { OrderDetails } from '../order/order.repository';

type EarlyStartFacts = Pick<OrderDetails, 'customerKind' | 'earlyStartRequested' | 'created'>;

/**
 * The last day a move needs the request for, or null when none does: a company or a
 * shopping centre has no withdrawal right, and a request once made stands.
 */
export function earlyStartNeededUntil(order: EarlyStartFacts): LocalDate | null {
  if (order.customerKind !== 'private' || order.earlyStartRequested) return null;
  return withdrawalPeriodEnd(helsinkiDate(order.created));
}

/** Whether a job on `jobDay` needs the request (and the order has not got it). */
export function needsEarlyStart(order: EarlyStartFacts, jobDay: LocalDate): boolean {
  const until = earlyStartNeededUntil(order);
  return until !== null && jobDay <= until;
}

/** A move that needs the request and has not got it: VALIDATION_FAILED naming `earlyStart`. */
export function refuseMoveWithoutEarlyStart(
  order: EarlyStartFacts & { id: number },
  jobDay: LocalDate,
  earlyStart: boolean | undefined,
) {
  if (earlyStart === true || !needsEarlyStart(order, jobDay)) return;
  throw new AppError(
    'VALIDATION_FAILED',
    `order ${order.id}: move into the withdrawal period without the request to start`,
    { earlyStart: 'validation.early_start_required' },
  );
}
