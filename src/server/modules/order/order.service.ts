/**
 * The order service: POST order and mallorder made idempotent, the thank-you page's summary,
 * the paid order's settling and the expiry of unpaid orders. Creating an order is in
 * order-create.ts and order-mall.ts, the answers in order-summary.ts.
 */
import type { OrderSummary } from '#contracts/checkout.ts';
import type { CreateMallOrderInput, CreateOrderInput } from '#contracts/order.ts';
import type { CreateStaffOrderInput } from '#contracts/order-life.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { releaseWasherTime } from '../calendar/calendar.service';
import type { CounterService } from '../counter/counter.service';
import type { SecretBox } from '#server/lib/secret-box.ts';
import { openManageToken, orderPageToken } from '../manage/manage-token';
import { pagePath, siteLanguageOf } from '#contracts/site-pages.ts';
import type { Outbox } from '../outbox/outbox.service';
import {
  findOrderDetailsById,
  findOrderDetailsByReference,
  findReferenceByIdempotencyKey,
  findUnpaidOrderIds,
  isIdempotencyKeyTaken,
  isStaffOrder,
  lockOrderStatus,
  updateOrderStatus,
  type OrderDetails,
} from './order.repository';
import { createOrderCreator, createOrderWriter } from './order-create';
import { recordOrderEvent, type OrderEventActor } from './order-history.repository';
import { isCancelledByStaff, setOrderCancelled } from './order-life.repository';
import type { OrderLimits, Orderer } from './order-limits';
import { createMallOrderCreator } from './order-mall';
import { createPaidOrderSettler } from './order-paid';
import { createStaffOrderCreator, staffPaymentHoldDays } from './order-staff.service';
import { openSummaryMinutes, toOrderSummary } from './order-summary';

export interface OrderServiceDeps {
  db: Database;
  clock: Clock;
  counters: CounterService;
  outbox: Outbox;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** ERP_URL is set: a confirmed or paid order is also exported to Easoft (decision 032). */
  exportsToErp?: boolean;
  /** Orders per client address and unpaid orders per e-mail address (decision 037). */
  limits?: OrderLimits;
  /**
   * PAYMENT_HOLD_MINUTES: an online order not paid within this time is cancelled and its
   * washer time freed, so an abandoned checkout does not hold a washer's day (decision 036).
   */
  paymentHoldMinutes?: number;
  /** Seals the order page's token for later mails (decision 053). */
  tokenBox?: SecretBox;
}

/** The default payment hold (PAYMENT_HOLD_MINUTES). */
export const defaultPaymentHoldMinutes = 30;

export function createOrderService({
  db,
  clock,
  counters,
  outbox,
  log,
  exportsToErp = false,
  limits,
  paymentHoldMinutes = defaultPaymentHoldMinutes,
  tokenBox,
}: OrderServiceDeps) {
  /**
   * A confirmed or paid order: its mail, and its ERP export, in the caller's transaction.
   * The mail carries the order page's token (decision 049; the one an earlier mail carries,
   * or a new one): only its hash and sealed copy are stored.
   */
  async function queueConfirmed(tx: Database, orderId: number, { mail = true } = {}) {
    if (mail) {
      const token = await orderPageToken(tx, orderId, tokenBox);
      await outbox.enqueue(tx, 'mail.order_confirmation', { orderId, token });
    }
    if (exportsToErp) await outbox.enqueue(tx, 'erp.order_export', { orderId });
  }

  async function existing(key: string | undefined): Promise<OrderDetails | null> {
    if (!key) return null;
    const reference = await findReferenceByIdempotencyKey(db, key);
    return reference ? findOrderDetailsByReference(db, reference) : null;
  }

  const admit = async (tx: Database, orderer: Orderer) => {
    await limits?.admit(tx, orderer);
  };
  const create = createOrderCreator({ db, clock, counters, queueConfirmed, admit });
  const createStaff = createStaffOrderCreator({
    write: createOrderWriter({ db, clock, counters, queueConfirmed, admit }),
    outbox,
    clock,
    tokenBox,
    db,
    counters,
  });
  const staffHoldMs = staffPaymentHoldDays * 24 * 60 * 60_000;
  const createMall = createMallOrderCreator({
    db,
    clock,
    counters,
    queueConfirmed,
    admit,
  });
  const settle = createPaidOrderSettler({ clock, log, queueConfirmed });

  /**
   * Runs `create`, or with an idempotency key already used answers that first order (also
   * when two requests with the same key race: the loser finds the winner's order).
   */
  async function idempotent(
    idempotencyKey: string | undefined,
    create: () => Promise<number>,
  ): Promise<{ order: OrderDetails; isNew: boolean }> {
    const first = await existing(idempotencyKey);
    if (first) return { order: first, isNew: false };
    try {
      const id = await create();
      const order = await findOrderDetailsById(db, id);
      if (!order) throw new Error(`order ${id} vanished`);
      return { order, isNew: true };
    } catch (error) {
      const winner = isIdempotencyKeyTaken(error) ? await existing(idempotencyKey) : null;
      if (winner) return { order: winner, isNew: false };
      throw error;
    }
  }

  return {
    /** POST order: creates the order (idempotent with a key). */
    createOrder: (input: CreateOrderInput, orderer: Orderer, idempotencyKey?: string) =>
      idempotent(idempotencyKey, () => create(input, orderer, idempotencyKey)),

    /** POST mallorder: a shopping centre's package order (idempotent with a key). */
    createMallOrder: (input: CreateMallOrderInput, orderer: Orderer, idempotencyKey?: string) =>
      idempotent(idempotencyKey, () => createMall(input, orderer, idempotencyKey)),

    /**
     * The order for the thank-you page; NOT_FOUND for an unknown reference. The personal
     * part goes to the browser that made the order (`isOrderer`, its cookie) and to anyone
     * within `openSummaryMinutes` of ordering, by the app's clock; the order page's link
     * only to that browser.
     */
    async getOrderSummary(reference: string, isOrderer: boolean): Promise<OrderSummary> {
      const details = await findOrderDetailsByReference(db, reference);
      if (!details) throw notFound('order');
      const age = clock.now().getTime() - details.created.getTime();
      // The page's token opens changes to the order: only the ordering browser gets it.
      const token = isOrderer && tokenBox ? openManageToken(tokenBox, details) : null;
      return toOrderSummary(
        details,
        isOrderer || age < openSummaryMinutes * 60_000,
        token ? pagePath('manage', siteLanguageOf(details.language), { token }) : null,
      );
    },

    /** Pass `tx` when calling inside a transaction. */
    findOrderDetailsById: (id: number, tx: Database = db) => findOrderDetailsById(tx, id),
    findOrderDetailsByReference: (reference: string) => findOrderDetailsByReference(db, reference),

    /**
     * The first successful payment of an online order, in the caller's transaction (which
     * holds the order's row lock, see `lockOrderStatus`): see `settlePaidOrder`.
     */
    markOrderPaid: (tx: Database, orderId: number) => settle(tx, orderId),

    /** POST order/staff: an order taken by `actor` over the phone (order-staff.service.ts). */
    async createStaffOrder(input: CreateStaffOrderInput, actor: OrderEventActor) {
      const id = await createStaff(input, actor);
      const order = await findOrderDetailsById(db, id);
      if (!order) throw new Error(`order ${id} vanished`);
      return order;
    },

    /**
     * The order was made longer ago than the payment hold (a staff order's is days,
     * decision 047): no payment may be started. Pass `tx` when calling inside a transaction.
     */
    async isPaymentHoldOver(order: Pick<OrderDetails, 'id' | 'created'>, tx: Database = db) {
      const age = clock.now().getTime() - order.created.getTime();
      if (age < paymentHoldMinutes * 60_000) return false;
      return age >= staffHoldMs || !(await isStaffOrder(tx, order.id));
    },

    /** When the order's payment hold ends (a staff order's after days, decision 047). */
    async paymentHoldEndsAt(order: Pick<OrderDetails, 'id' | 'created'>): Promise<Date> {
      const hold = (await isStaffOrder(db, order.id)) ? staffHoldMs : paymentHoldMinutes * 60_000;
      return new Date(order.created.getTime() + hold);
    },

    /**
     * An online payment failed (decision 055): the order gets its page token now, and the
     * customer a mail with the page's link, from which the order can still be paid while the
     * hold lasts, or cancelled. In the caller's transaction.
     */
    async queuePaymentFailed(tx: Database, orderId: number) {
      const token = await orderPageToken(tx, orderId, tokenBox);
      await outbox.enqueue(tx, 'mail.payment_failed', { orderId, token });
    },

    /** The order was cancelled by staff: a late payment does not reopen it (decision 045). */
    isCancelledByStaff: (tx: Database, orderId: number) => isCancelledByStaff(tx, orderId),

    /** A successful payment flagged for refund, in the order's history. */
    recordRefundNeeded: (tx: Database, orderId: number, amountCents: number) =>
      recordOrderEvent(tx, {
        orderId,
        action: 'refund_needed',
        actor: null,
        changes: { amountCents },
        at: clock.now(),
      }),

    /** Locks the order's row until the transaction ends; its status, or null when gone. */
    lockOrderStatus: (tx: Database, orderId: number) => lockOrderStatus(tx, orderId),

    /** Cancels online orders left unpaid past the payment hold and frees their washer time. */
    async expireUnpaidOrders(): Promise<number> {
      const now = clock.now();
      const before = new Date(now.getTime() - paymentHoldMinutes * 60_000);
      let expired = 0;
      const staffBefore = new Date(now.getTime() - staffHoldMs);
      for (const id of await findUnpaidOrderIds(db, before, staffBefore)) {
        const isCancelled = await db.transaction(async (tx) => {
          const changed = await updateOrderStatus(tx, id, 'awaiting_payment', 'cancelled', now);
          if (changed) {
            await releaseWasherTime(tx, id);
            await setOrderCancelled(tx, id, { reason: null, now });
            await recordOrderEvent(tx, {
              orderId: id,
              action: 'cancelled',
              actor: null,
              changes: {
                reason: 'payment_hold',
                status: { from: 'awaiting_payment', to: 'cancelled' },
              },
              at: now,
            });
          }
          return changed;
        });
        if (isCancelled) expired += 1;
      }
      return expired;
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
