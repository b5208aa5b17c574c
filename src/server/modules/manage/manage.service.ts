/**
 * The customer's own order page (issue 15, decision 049): the order opened by its page
 * token, cancelled or moved by the customer through the order's life (actor 'customer':
 * the history names no member of staff, the customer gets the mails). Free of charge until
 * the last free change day (src/domain/order/change-deadline.ts); later a cancellation
 * needs the fee acknowledged and a move is the office's.
 */
import type {
  ManageCancelInput,
  ManageOrder,
  ManageRescheduleInput,
  ManageVisit,
} from '#contracts/manage.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { isFreeChange, jobDayOf } from '#domain/order/change-deadline.ts';
import { canTakeAction } from '#domain/order/order-life.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { actionNotAllowed, type OrderLifeService } from '../order/order-life.service';
import { findOrderDetailsById, type OrderDetails } from '../order/order.repository';
import { findWasherFirstName } from './manage.repository';
import { createManagedOrderFinder } from './manage-order';
import { orderCalendar } from './order-calendar';
import { manageView } from './manage-view';

export interface ManageServiceDeps {
  db: Database;
  clock: Clock;
  life: OrderLifeService;
  publicUrl: string;
  /** A recurring order's visits on its page, and the answers to a proposal (decision 053). */
  visits?: {
    view: (order: OrderDetails) => Promise<ManageVisit>;
    confirm: (orderId: number) => Promise<void>;
    skip: (orderId: number) => Promise<void>;
  };
}

const noVisit: ManageVisit = {
  intervalMonths: null,
  proposalExpiresAt: null,
  canConfirm: false,
  canSkip: false,
  next: null,
};

/** The reason the office sees in the order's list and history. */
const customerReason = 'Asiakas perui tilaussivulla';

/** Whether a change of `order` at `now` is free of charge (no job day: free). */
export function isFreeNow(order: OrderDetails, now: Date): boolean {
  const jobDay = jobDayOf(order);
  return jobDay === null || isFreeChange(helsinkiDate(now), jobDay);
}

/** The job's day has passed: the customer changes nothing any more. */
export function isPast(order: OrderDetails, now: Date): boolean {
  const jobDay = jobDayOf(order);
  return jobDay !== null && helsinkiDate(now) > jobDay;
}

const refusePast = (order: OrderDetails, now: Date, action: 'cancel' | 'reschedule') => {
  if (isPast(order, now)) throw actionNotAllowed(order.id, action, 'past');
};

export function createManageService({ db, clock, life, publicUrl, visits }: ManageServiceDeps) {
  const host = new URL(publicUrl).host;

  /** The order of a valid, unexpired token; NOT_FOUND otherwise (the same for every case). */
  const orderOf = createManagedOrderFinder(db, clock);

  async function view(id: number): Promise<ManageOrder> {
    const order = await findOrderDetailsById(db, id);
    const facts = await life.facts(id);
    if (!order || !facts) throw notFound('order page');
    const now = clock.now();
    return manageView(order, {
      washerFirstName: await findWasherFirstName(db, order.cleanerId),
      isFree: isFreeNow(order, now),
      canCancel: canTakeAction(facts, 'cancel', 'customer') && !isPast(order, now),
      canReschedule: canTakeAction(facts, 'reschedule', 'customer') && !isPast(order, now),
      visit: visits ? await visits.view(order) : noVisit,
    });
  }

  return {
    async get(token: string): Promise<ManageOrder> {
      return view((await orderOf(token)).id);
    },

    /** Cancels; within the deadline only with the fee acknowledged (409 LATE_CANCELLATION). */
    async cancel(token: string, input: ManageCancelInput): Promise<ManageOrder> {
      const { id } = await orderOf(token);
      await life.cancel(id, { reason: customerReason, notifyCustomer: true }, null, {
        by: 'customer',
        check(order, now) {
          refusePast(order, now, 'cancel');
          if (!isFreeNow(order, now) && input.acceptFee !== true) {
            throw new AppError('LATE_CANCELLATION', `order ${id}: late cancellation`);
          }
        },
        lateFee: (order, now) => !isFreeNow(order, now),
      });
      return view(id);
    },

    /** Moves the job by the customer's calendar rules; after the deadline 409 LATE_CHANGE. */
    async reschedule(token: string, input: ManageRescheduleInput): Promise<ManageOrder> {
      const { id } = await orderOf(token);
      await life.reschedule(id, { ...input, notifyCustomer: true }, null, {
        by: 'customer',
        check(order, now) {
          refusePast(order, now, 'reschedule');
          if (!isFreeNow(order, now)) {
            throw new AppError('LATE_CHANGE', `order ${id}: change after the deadline`);
          }
        },
      });
      return view(id);
    },

    /** Confirms a proposed next visit (decision 053); not a proposal: 409. */
    async confirmVisit(token: string): Promise<ManageOrder> {
      const { id } = await orderOf(token);
      await visits?.confirm(id);
      return view(id);
    },
    /** Skips a proposed next visit, its time free at once (decision 053). */
    async skipVisit(token: string): Promise<ManageOrder> {
      const { id } = await orderOf(token);
      await visits?.skip(id);
      return view(id);
    },
    /** The job as a calendar file, or NOT_FOUND when the order has no time. */
    async calendar(token: string): Promise<string> {
      const order = await orderOf(token);
      const content =
        order.status === 'cancelled'
          ? null
          : orderCalendar(order, {
              washerFirstName: await findWasherFirstName(db, order.cleanerId),
              host,
              now: clock.now(),
            });
      if (!content) throw notFound('calendar of the order');
      return content;
    },
  };
}
export type ManageService = ReturnType<typeof createManageService>;
