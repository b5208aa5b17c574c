/**
 * Order switching (issue 15, point 6): the customer went back from the online payment and
 * ordered again, say by invoice. The earlier unpaid order of the same browser (proved by its
 * Idempotency-Key) is cancelled and its washer time freed in the new order's transaction,
 * before the new one reserves its time, so the customer's own order neither blocks the time
 * (SLOT_TAKEN) nor stays as a second live order.
 */
import type { ReplacedOrder } from '#contracts/order.ts';
import type { Database } from '#server/db/client.ts';
import { releaseWasherTime } from '../calendar/calendar.service';
import { updateOrderStatus } from './order.repository';
import { recordOrderEvent } from './order-history.repository';
import { setOrderCancelled } from './order-life.repository';
import { lockReplaceableOrder } from './order-replace.repository';

/**
 * The cancel reason stored on the replaced order. Not null, so that a late payment of it is
 * flagged for refund rather than reopening it (as for a cancellation by staff, decision 045).
 */
export const replacedCancelReason = 'replaced';

/**
 * Cancels the replaced order when it is still replaceable; anything else (an unknown
 * reference, a wrong key, a paid or already cancelled order) is left alone. True when
 * an order was cancelled.
 */
export async function cancelReplacedOrder(
  tx: Database,
  replaced: ReplacedOrder,
  now: Date,
): Promise<boolean> {
  const id = await lockReplaceableOrder(tx, replaced.reference, replaced.idempotencyKey);
  if (id === null) return false;
  if (!(await updateOrderStatus(tx, id, 'awaiting_payment', 'cancelled', now))) return false;
  await releaseWasherTime(tx, id);
  await setOrderCancelled(tx, id, { reason: replacedCancelReason, now });
  await recordOrderEvent(tx, {
    orderId: id,
    action: 'cancelled',
    actor: null,
    changes: { reason: 'replaced', status: { from: 'awaiting_payment', to: 'cancelled' } },
    at: now,
  });
  return true;
}
