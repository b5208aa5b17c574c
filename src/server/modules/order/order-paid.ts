/**
 * What the first successful payment of an online order does to the order's job (decision
 * 036, issue 24; the money itself is an order_money row written by the caller). In time
 * (awaiting_payment): the job is confirmed. After its payment hold (cancelled by the expiry
 * chore, its washer time freed): the time is taken back when still free and the job is
 * confirmed; when not, the order is `needs_new_time` and holds no washer time. Either way
 * the order's mail and its ERP export are queued once, with the status change.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { reserveWasherTime } from '../calendar/calendar.service';
import { recordOrderEvent } from './order-history.repository';
import { clearCancellation } from './order-life.repository';
import { findOrderDetailsById, updateOrderStatus } from './order.repository';

export type PaidOrderStatus = 'confirmed' | 'needs_new_time';

export interface PaidOrderSettlerDeps {
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
  /** Queues the order's mail and ERP export in the caller's transaction. */
  queueConfirmed: (tx: Database, orderId: number) => Promise<void>;
}

export function createPaidOrderSettler({ clock, log, queueConfirmed }: PaidOrderSettlerDeps) {
  /** Takes the expired order's own time back (same washer, day and start); false if gone. */
  async function reserveAgain(tx: Database, orderId: number, now: Date): Promise<boolean> {
    const order = await findOrderDetailsById(tx, orderId);
    const shipping = order?.addresses.find((a) => a.type === 'shipping');
    if (!order?.shippingDay || !order.cleanerId || !shipping) return false;
    try {
      // A savepoint of its own: a refusal leaves the caller's transaction usable.
      await reserveWasherTime(tx, {
        orderId,
        washerId: order.cleanerId,
        postalCode: shipping.postalCode,
        date: order.shippingDay,
        starting: order.startTime?.slice(0, 5),
        washingMinutes: Math.max(1, order.washingTime),
        now,
      });
      return true;
    } catch (error) {
      log?.warn(
        { orderId, err: error },
        'order paid after its payment hold, and its washer time is no longer free: it needs a new time',
      );
      return false;
    }
  }

  /**
   * The order of a payment that just became ok, whose order has no other ok payment;
   * the caller holds the order's row lock. Answers the new status, or null when the
   * order was neither awaiting payment nor cancelled (nothing changes).
   */
  return async function settlePaidOrder(
    tx: Database,
    orderId: number,
  ): Promise<PaidOrderStatus | null> {
    const now = clock.now();
    let status: PaidOrderStatus | null = null;
    let before = 'awaiting_payment';
    if (await updateOrderStatus(tx, orderId, 'awaiting_payment', 'confirmed', now)) {
      status = 'confirmed';
    } else if (await updateOrderStatus(tx, orderId, 'cancelled', 'confirmed', now)) {
      before = 'cancelled';
      status = (await reserveAgain(tx, orderId, now)) ? 'confirmed' : 'needs_new_time';
      if (status === 'needs_new_time') {
        await updateOrderStatus(tx, orderId, 'confirmed', 'needs_new_time', now);
      }
    }
    if (status) {
      if (status === 'confirmed') await clearCancellation(tx, orderId);
      await recordOrderEvent(tx, {
        orderId,
        action: status === 'confirmed' ? 'paid' : 'needs_new_time',
        actor: null,
        changes: { status: { from: before, to: status } },
        at: now,
      });
      await queueConfirmed(tx, orderId);
    }
    return status;
  };
}
