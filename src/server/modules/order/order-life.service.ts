/**
 * The order's life in the back office (issue 14, decision 045): cancel, move, mark paid,
 * mark done, record a refund, and the history. Every allowed or refused decision is the
 * state machine's (src/domain/order/order-life.ts); each change is one transaction with its
 * history event and, unless staff say not to, the customer's mail through the outbox.
 */
import type { CancelOrderInput, OrderEvent, RescheduleOrderInput } from '#contracts/order-life.ts';
import type { OrderNoteInput } from '#contracts/order-life.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { helsinkiClockMinutes, helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { formatTimeOfDay } from '#domain/calendar/time-of-day.ts';
import {
  canTakeAction,
  cancellationNeedsRefund,
  statusAfter,
  type OrderAction,
  type OrderActor,
} from '#domain/order/order-life.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { releaseWasherTime, reserveWasherTime } from '../calendar/calendar.service';
import { lockWasherDayForMove } from '../calendar/washer-day-lock';
import type { Outbox } from '../outbox/outbox.service';
import {
  listOrderEvents,
  recordOrderEvent,
  type OrderEventActor,
} from './order-history.repository';
import {
  findOrderLife,
  flagPaymentsForRefund,
  setOrderCancelled,
  setOrderSchedule,
  setOrderStatus,
  setPaymentsRefunded,
  washerExists,
  type OrderLife,
} from './order-life.repository';
import { findOrderDetailsById, type OrderDetails } from './order.repository';

export interface OrderLifeServiceDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  /** The order as GET order/{id} answers it. */
  stored: (id: number) => Promise<StoredOrder>;
}

/** The refusal of an action the state machine does not allow now. */
export const actionNotAllowed = (id: number, action: OrderAction, status: string) =>
  new AppError('ACTION_NOT_ALLOWED', `order ${id}: ${action} not allowed when ${status}`);

/** reserveWasherTime names the day and the start; the move's body names them `start`. */
function asMoveError(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, key]) => [
      field === 'shippingDay' || field === 'starting' ? 'start' : field,
      key,
    ]),
  );
  return new AppError(error.code, error.message, fields);
}

const withNote = (input: OrderNoteInput) => (input.note ? { note: input.note } : {});

/**
 * Who acts, when not staff: the customer on the order page (decision 049), whose move keeps
 * the customer's calendar rules, and a check of the locked order (the change deadline)
 * that refuses by throwing before anything changes. `lateFee` notes a late cancellation.
 */
export interface ActingAs {
  by: OrderActor;
  check?: (order: OrderDetails, now: Date) => void;
  lateFee?: (order: OrderDetails, now: Date) => boolean;
}
const staff: ActingAs = { by: 'staff' };

export function createOrderLifeService({ db, clock, outbox, stored }: OrderLifeServiceDeps) {
  /**
   * Runs `change` in one transaction holding the order's row lock, once the state machine
   * allows `action` by staff; NOT_FOUND or ACTION_NOT_ALLOWED otherwise.
   */
  async function act(
    id: number,
    action: OrderAction,
    change: (tx: Database, life: OrderLife, order: OrderDetails, now: Date) => Promise<void>,
    as: ActingAs = staff,
  ): Promise<StoredOrder> {
    await db.transaction(async (tx) => {
      const life = await findOrderLife(tx, id, true);
      const order = life ? await findOrderDetailsById(tx, id) : null;
      if (!life || !order) throw notFound(`order ${id}`);
      if (!canTakeAction(life.facts, action, as.by)) {
        throw actionNotAllowed(id, action, life.facts.status);
      }
      const now = clock.now();
      as.check?.(order, now);
      await change(tx, life, order, now);
    });
    return stored(id);
  }

  const event =
    (tx: Database, orderId: number, actor: OrderEventActor | null, at: Date) =>
    (action: Parameters<typeof recordOrderEvent>[1]['action'], changes = {}) =>
      recordOrderEvent(tx, { orderId, action, actor, changes, at });

  return {
    /** Cancels the order and frees its washer's time; a paid order is flagged for refund. */
    cancel: (
      id: number,
      input: CancelOrderInput,
      actor: OrderEventActor | null,
      as: ActingAs = staff,
    ) =>
      act(
        id,
        'cancel',
        async (tx, life, order, now) => {
          const record = event(tx, id, actor, now);
          const lateFee = as.lateFee?.(order, now) ?? false;
          await releaseWasherTime(tx, id);
          await setOrderCancelled(tx, id, { reason: input.reason, now });
          await record('cancelled', {
            reason: input.reason,
            status: { from: life.facts.status, to: 'cancelled' },
            ...(as.by === 'staff' ? {} : { by: as.by }),
            ...(lateFee ? { lateFee: true } : {}),
          });
          const refund = cancellationNeedsRefund(life.facts)
            ? await flagPaymentsForRefund(tx, id)
            : [];
          if (refund.length > 0) {
            await record('refund_needed', { amountCents: refund.reduce((a, b) => a + b, 0) });
          }
          if (input.notifyCustomer) {
            await outbox.enqueue(tx, 'mail.order_cancelled', {
              orderId: id,
              refund: refund.length > 0,
              ...(lateFee ? { lateFee: true } : {}),
            });
          }
        },
        as,
      ),

    /**
     * Moves the job to any washer and any free start from today on (the staff's override):
     * the old time is freed and the new one reserved in one transaction; SLOT_TAKEN when the
     * new time overlaps another job or a block, and nothing changes.
     */
    async reschedule(
      id: number,
      input: RescheduleOrderInput,
      actor: OrderEventActor | null,
      as: ActingAs = staff,
    ) {
      const date = helsinkiDate(input.start);
      const starting = formatTimeOfDay(Math.floor(helsinkiClockMinutes(input.start)));
      return act(
        id,
        'reschedule',
        async (tx, life, order, now) => {
          if (!(await washerExists(tx, input.cleanerId))) {
            throw new AppError('VALIDATION_FAILED', `no washer ${input.cleanerId}`, {
              cleanerId: 'validation.invalid_value',
            });
          }
          const shipping = order.addresses.find((a) => a.type === 'shipping');
          await lockWasherDayForMove(tx, input.cleanerId, date);
          await releaseWasherTime(tx, id);
          const reservation = await reserveWasherTime(tx, {
            orderId: id,
            washerId: input.cleanerId,
            postalCode: shipping?.postalCode ?? '',
            date,
            starting,
            washingMinutes: Math.max(1, order.washingTime),
            now,
            ...(as.by === 'staff' ? { override: 'staff' as const } : {}),
          }).catch((error: unknown) => {
            throw asMoveError(error);
          });
          await setOrderSchedule(tx, id, {
            cleanerId: input.cleanerId,
            shippingDay: date,
            startTime: reservation.starting,
            now,
          });
          const status = statusAfter(life.facts, 'reschedule', as.by) ?? life.facts.status;
          if (status !== life.facts.status) await setOrderStatus(tx, id, status, now);
          await event(
            tx,
            id,
            actor,
            now,
          )('moved', {
            shipping_day: { from: order.shippingDay, to: date },
            starting: { from: order.startTime?.slice(0, 5) ?? null, to: reservation.starting },
            cleanerId: { from: order.cleanerId, to: input.cleanerId },
            ...(as.by === 'staff' ? {} : { by: as.by }),
            ...(status === life.facts.status
              ? {}
              : { status: { from: life.facts.status, to: status } }),
          });
          if (input.notifyCustomer) await outbox.enqueue(tx, 'mail.order_moved', { orderId: id });
        },
        as,
      );
    },

    /** An invoice paid, marked by hand. */
    markPaid: (id: number, input: OrderNoteInput, actor: OrderEventActor) =>
      act(id, 'mark_paid', async (tx, life, _order, now) => {
        await setOrderStatus(tx, id, 'paid', now);
        await event(
          tx,
          id,
          actor,
          now,
        )('marked_paid', {
          status: { from: life.facts.status, to: 'paid' },
          ...withNote(input),
        });
      }),

    markDone: (id: number, input: OrderNoteInput, actor: OrderEventActor) =>
      act(id, 'mark_done', async (tx, life, _order, now) => {
        await setOrderStatus(tx, id, 'done', now, { doneAt: now });
        await event(
          tx,
          id,
          actor,
          now,
        )('done', {
          status: { from: life.facts.status, to: 'done' },
          ...withNote(input),
        });
      }),

    /** Staff returned the money of the payments flagged for refund. */
    recordRefund: (id: number, input: OrderNoteInput, actor: OrderEventActor) =>
      act(id, 'record_refund', async (tx, _life, _order, now) => {
        const amounts = await setPaymentsRefunded(tx, id, now);
        await event(
          tx,
          id,
          actor,
          now,
        )('refunded', {
          amountCents: amounts.reduce((a, b) => a + b, 0),
          ...withNote(input),
        });
      }),

    /** What the state machine knows of the order (the order page's buttons), or null. */
    facts: async (id: number) => (await findOrderLife(db, id))?.facts ?? null,

    /** The order's history, oldest first. */
    async history(id: number): Promise<OrderEvent[]> {
      if (!(await findOrderLife(db, id))) throw notFound(`order ${id}`);
      const events = await listOrderEvents(db, id);
      return events.map((e) => ({ ...e, at: e.at.toISOString() }));
    },
  };
}
export type OrderLifeService = ReturnType<typeof createOrderLifeService>;
