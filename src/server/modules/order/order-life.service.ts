/**
 * The order's life in the back office (issue 14, decision 045): cancel, move, mark done,
 * void, and the history; the money's records go through `act` (money/money.service.ts). Every allowed or refused decision is the
 * state machine's (src/domain/order/order-life.ts); each change is one transaction with its
 * history event and, unless staff say not to, the customer's mail through the outbox.
 */
import type { CancelOrderInput, OrderEvent, RescheduleOrderInput } from '#contracts/order-life.ts';
import type { OrderNoteInput } from '#contracts/order-life.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { helsinkiClockMinutes, helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { formatTimeOfDay } from '#domain/calendar/time-of-day.ts';
import type { VoidOrderInput } from '#contracts/order-money.ts';
import { officeCancellation, type CancellationCharge } from '#domain/order/cancellation-charge.ts';
import {
  canTakeAction,
  isOpen,
  statusAfter,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
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
  setOrderCancelled,
  setEarlyStartRequested,
  setOrderSchedule,
  setOrderStatus,
  setOrderVoided,
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
 * A job is started or done on its own Helsinki day or later (issue 23): a job on 1 December
 * cannot be done on 28 November. BEFORE_JOB_DAY otherwise; a mall order has no day.
 */
export function refuseBeforeJobDay(id: number, jobDay: string | null, now: Date) {
  if (jobDay !== null && helsinkiDate(now) < jobDay) {
    throw new AppError('BEFORE_JOB_DAY', `order ${id}: its day ${jobDay} has not come`);
  }
}

/**
 * Who acts, when not staff: the customer on the order page (decision 049), whose move keeps
 * the customer's calendar rules, and a check of the locked order (the change deadline)
 * that refuses by throwing before anything changes. `charge` is what a cancellation costs
 * (decision 068); without it, the office's own: nothing charged, everything paid refunded.
 */
export interface ActingAs {
  by: OrderActor;
  /** A refusal of its own, before the state machine's (a payment over what is due: 400). */
  precheck?: (life: OrderLife) => void;
  check?: (order: OrderDetails, now: Date) => void;
  charge?: (order: OrderDetails, now: Date) => CancellationCharge;
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
      as.precheck?.(life);
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
    act,
    event,
    /** The job's status set inside `act` (a payment confirming an order awaiting it). */
    setStatus: (tx: Database, id: number, status: OrderStatus, now: Date) =>
      setOrderStatus(tx, id, status, now),

    /** Cancels the order and frees its washer's time; money held becomes a refund due. */
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
          const paidCents = life.facts.amountPaidCents;
          const charge =
            as.charge?.(order, now) ?? officeCancellation({ today: helsinkiDate(now), paidCents });
          await releaseWasherTime(tx, id);
          await setOrderCancelled(tx, id, {
            reason: input.reason,
            now,
            chargeCents: charge.chargedCents ?? 0,
          });
          await record('cancelled', {
            reason: input.reason,
            status: { from: life.facts.status, to: 'cancelled' },
            ...(as.by === 'staff' ? {} : { by: as.by }),
            charge,
          });
          // What was paid beyond the charge is to be given back; when the office settles
          // work already done, all of it until they decide.
          const refundCents = charge.refundCents ?? paidCents;
          if (refundCents > 0) await record('refund_needed', { amountCents: refundCents });
          if (input.notifyCustomer) {
            await outbox.enqueue(tx, 'mail.order_cancelled', { orderId: id, charge });
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
      /** earlyStartRequested: the consumer asked to start within the withdrawal period. */
      input: RescheduleOrderInput & { earlyStartRequested?: boolean },
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
          const asksEarlyStart = input.earlyStartRequested === true && !order.earlyStartRequested;
          if (asksEarlyStart) await setEarlyStartRequested(tx, id);
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
            ...(asksEarlyStart ? { early_start_requested: { from: false, to: true } } : {}),
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

    /** The job marked done, on its day or later (BEFORE_JOB_DAY before it). */
    markDone: (id: number, input: OrderNoteInput, actor: OrderEventActor) =>
      act(
        id,
        'mark_done',
        async (tx, life, _order, now) => {
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
        },
        { by: 'staff', check: (order, now) => refuseBeforeJobDay(id, order.shippingDay, now) },
      ),

    /**
     * Voids an order that may not be deleted (issue 24): it stays readable and in its
     * history; a job still open is cancelled and its washer's time freed, a done job stays
     * done; whatever was paid becomes a refund due. No mail: the office tells the customer.
     */
    void: (id: number, input: VoidOrderInput, actor: OrderEventActor) =>
      act(id, 'void', async (tx, life, _order, now) => {
        const status = statusAfter(life.facts, 'void', 'staff') ?? life.facts.status;
        const wasOpen = isOpen(life.facts.status);
        if (wasOpen) await releaseWasherTime(tx, id);
        await setOrderVoided(tx, id, {
          status,
          reason: input.reason,
          byName: actor.name,
          now,
          wasOpen,
        });
        await event(
          tx,
          id,
          actor,
          now,
        )('voided', {
          reason: input.reason,
          ...(status === life.facts.status
            ? {}
            : { status: { from: life.facts.status, to: status } }),
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
