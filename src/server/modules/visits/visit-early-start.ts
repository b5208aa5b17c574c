/**
 * A proposed next visit is a new contract once confirmed (decision 068): a consumer's
 * withdrawal period runs 14 days from the confirmation, so confirming a visit within it
 * needs the same explicit early-start request as an order (decision 050). A company or a
 * mall buyer has no withdrawal right.
 */
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { startsWithinWithdrawalPeriod } from '#domain/order/withdrawal-period.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { OrderDetails } from '../order/order.repository';

/** Whether confirming `order` (a proposal) at `now` needs the early-start request. */
export function confirmingNeedsEarlyStart(order: OrderDetails, now: Date): boolean {
  return (
    order.status === 'proposed' &&
    order.customerKind === 'private' &&
    order.shippingDay !== null &&
    startsWithinWithdrawalPeriod(helsinkiDate(now), order.shippingDay)
  );
}

/** 400 naming `earlyStart` (in the customer's language) when the request is needed and missing. */
export function refuseWithoutEarlyStart(order: OrderDetails, now: Date, earlyStart?: boolean) {
  if (earlyStart !== true && confirmingNeedsEarlyStart(order, now)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `proposal ${order.id} within the withdrawal period without the request to start`,
      { earlyStart: 'validation.early_start_required' },
    );
  }
}
