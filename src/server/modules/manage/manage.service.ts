/**
 * The customer's own order page (issue 15, decision 049): the order opened by its page
 * token, cancelled or moved by the customer through the order's life (actor 'customer':
 * the history names no member of staff, the customer gets the mails). A move is free until
 * the last free change day (src/domain/order/change-deadline.ts), later the office's; what
 * a cancellation costs is decision 068's (src/domain/order/cancellation-charge.ts).
 */
import type {
  ManageCancelInput,
  ManageOrder,
  ManageRescheduleInput,
  ManageVisit,
  ManageVisitInput,
} from '#contracts/manage.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { isFreeChange, jobDayOf } from '#domain/order/change-deadline.ts';
import { isChargedCancellation } from '#domain/order/cancellation-charge.ts';
import { canTakeAction } from '#domain/order/order-life.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { actionNotAllowed, type OrderLifeService } from '../order/order-life.service';
import {
  cancellationChargeOf,
  findAppliedCancellation,
  findContractDay,
} from '../order/order-cancellation';
import { findOrderDetailsById, type OrderDetails } from '../order/order.repository';
import { findWasherFirstName } from './manage.repository';
import {
  earlyStartNeededUntil,
  needsEarlyStart,
  refuseMoveWithoutEarlyStart,
} from './manage-early-start';
import { createManagedOrderFinder } from './manage-order';
import { orderCalendar, type CalendarOrganizer, type OrderCalendar } from './order-calendar';
import { manageView } from './manage-view';

export interface ManageServiceDeps {
  db: Database;
  clock: Clock;
  life: OrderLifeService;
  publicUrl: string;
  /** The company as the calendar's organizer (decision 063). */
  organizer: () => Promise<CalendarOrganizer>;
  /** A recurring order's visits on its page, and the answers to a proposal (decision 053). */
  visits?: {
    view: (order: OrderDetails) => Promise<ManageVisit>;
    confirm: (orderId: number, input: ManageVisitInput) => Promise<void>;
    skip: (orderId: number) => Promise<void>;
  };
}

const noVisit: ManageVisit = {
  intervalMonths: null,
  proposalExpiresAt: null,
  canConfirm: false,
  canSkip: false,
  needsEarlyStart: false,
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

export function createManageService({
  db,
  clock,
  life,
  publicUrl,
  organizer,
  visits,
}: ManageServiceDeps) {
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
      cancellation:
        order.status === 'cancelled'
          ? await findAppliedCancellation(db, id)
          : cancellationChargeOf(order, now, await findContractDay(db, order)),
      canCancel: canTakeAction(facts, 'cancel', 'customer') && !isPast(order, now),
      canReschedule: canTakeAction(facts, 'reschedule', 'customer') && !isPast(order, now),
      visit: visits ? await visits.view(order) : noVisit,
      earlyStartNeededUntil: earlyStartNeededUntil(order),
    });
  }

  return {
    async get(token: string): Promise<ManageOrder> {
      return view((await orderOf(token)).id);
    },

    /**
     * Cancels at the price decision 068 computes on the locked row: free within the
     * withdrawal period before the work; a charge (the late share, work done) only with it
     * acknowledged (409 LATE_CANCELLATION otherwise).
     */
    async cancel(token: string, input: ManageCancelInput): Promise<ManageOrder> {
      const found = await orderOf(token);
      const id = found.id;
      const contractDay = await findContractDay(db, found);
      const charge = (order: OrderDetails, now: Date) =>
        cancellationChargeOf(order, now, contractDay);
      await life.cancel(id, { reason: customerReason, notifyCustomer: true }, null, {
        by: 'customer',
        check(order, now) {
          refusePast(order, now, 'cancel');
          const isCharged = isChargedCancellation(charge(order, now));
          if (isCharged && input.acceptFee !== true) {
            throw new AppError('LATE_CANCELLATION', `order ${id}: cancellation with a charge`);
          }
        },
        charge,
      });
      return view(id);
    },

    /**
     * Moves the job by the customer's calendar rules; after the deadline 409 LATE_CHANGE.
     * A consumer's move into the withdrawal period needs the early-start request (400
     * naming earlyStart), which the order then keeps (issue 28, decision 069).
     */
    async reschedule(token: string, input: ManageRescheduleInput): Promise<ManageOrder> {
      const found = await orderOf(token);
      const { id } = found;
      const { earlyStart, ...move } = input;
      const jobDay = helsinkiDate(input.start);
      const earlyStartRequested = earlyStart === true && needsEarlyStart(found, jobDay);
      await life.reschedule(id, { ...move, notifyCustomer: true, earlyStartRequested }, null, {
        by: 'customer',
        check(order, now) {
          refusePast(order, now, 'reschedule');
          if (!isFreeNow(order, now)) {
            throw new AppError('LATE_CHANGE', `order ${id}: change after the deadline`);
          }
          refuseMoveWithoutEarlyStart(order, jobDay, earlyStart);
        },
      });
      return view(id);
    },

    /**
     * Confirms a proposed next visit (decision 053); not a proposal: 409; a consumer's visit
     * within the withdrawal period without `earlyStart: true`: 400 naming it (decision 068).
     */
    async confirmVisit(token: string, input: ManageVisitInput = {}): Promise<ManageOrder> {
      const { id } = await orderOf(token);
      await visits?.confirm(id, input);
      return view(id);
    },
    /** Skips a proposed next visit, its time free at once (decision 053). */
    async skipVisit(token: string): Promise<ManageOrder> {
      const { id } = await orderOf(token);
      await visits?.skip(id);
      return view(id);
    },
    /**
     * The job as a calendar file, the same the mails carry (decision 063): REQUEST while it
     * has a time, CANCEL once cancelled; NOT_FOUND when the order never had a time.
     */
    async calendar(token: string): Promise<OrderCalendar> {
      const order = await orderOf(token);
      const made = orderCalendar(order, {
        washerFirstName: await findWasherFirstName(db, order.cleanerId),
        host,
        organizer: await organizer(),
        now: clock.now(),
      });
      if (!made) throw notFound('calendar of the order');
      return made;
    },
  };
}
export type ManageService = ReturnType<typeof createManageService>;
