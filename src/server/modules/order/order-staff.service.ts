/**
 * Orders taken by staff over the phone (issue 14, decision 047): the customer site's order
 * body, priced, checked and written by the same path (order-create.ts), with the washer and
 * the start chosen freely (reserveWasherTime's staff override: any day from today, any
 * washer; working hours, blocks and other jobs still apply). An invoice order is confirmed
 * at once; an online one awaits payment and its customer is mailed a payment link. The
 * history records who took it, and a start that was not among the washer's free starts
 * (decision 051's grid and travel) as a time override (issue 24 point 7). A phone order
 * gets no web shop discount; paid online through the link it gets the online payment's.
 */
import type { CreateStaffOrderInput } from '#contracts/order-life.ts';
import { helsinkiClockMinutes, helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import {
  WORKDAY_END_MINUTES,
  WORKDAY_START_MINUTES,
  formatTimeOfDay,
} from '#domain/calendar/time-of-day.ts';
import { isDomainError } from '#domain/errors.ts';
import { washingMinutes } from '#domain/pricing/work-items.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { Clock } from '#server/lib/clock.ts';
import { washerFreeStarts } from '../calendar/calendar.service';
import type { CounterService } from '../counter/counter.service';
import type { Outbox } from '../outbox/outbox.service';
import { quantitiesOf, type createOrderWriter } from './order-create';
import { recordOrderEvent, type OrderEventActor } from './order-history.repository';
import { orderPageToken } from '../manage/manage-token';

/**
 * How long an unpaid staff order holds its washer's time (decision 047): the customer pays
 * from a mail, not at once, so days rather than the site's minutes (PAYMENT_HOLD_MINUTES).
 */
export const staffPaymentHoldDays = 7;

export interface StaffOrderDeps {
  write: ReturnType<typeof createOrderWriter>;
  outbox: Outbox;
  clock: Clock;
  /** Seals the order page's token for later mails (decision 053). */
  tokenBox?: SecretBox;
  /** To tell a free start from an override (the washer's free starts of the day). */
  db: Database;
  counters: CounterService;
}

const invalid = (field: string, key: string, why: string) =>
  new AppError('VALIDATION_FAILED', why, { [field]: key });

/** The Helsinki day and HH:mm of the chosen start, refused when outside the working day. */
export function staffOrderTime(input: Pick<CreateStaffOrderInput, 'start' | 'shippingDay'>) {
  const start = new Date(input.start);
  const day = helsinkiDate(start);
  if (input.shippingDay !== undefined && input.shippingDay !== day) {
    throw invalid('shippingDay', 'validation.invalid_value', `${input.shippingDay} is not ${day}`);
  }
  const minutes = helsinkiClockMinutes(start);
  if (
    !Number.isInteger(minutes) ||
    minutes < WORKDAY_START_MINUTES ||
    minutes >= WORKDAY_END_MINUTES
  ) {
    throw invalid('start', 'validation.time_invalid', 'start not a minute of 08:00-16:00');
  }
  return { shippingDay: day, starting: formatTimeOfDay(minutes) };
}

/** POST order/staff: writes the order and answers its id. */
export function createStaffOrderCreator(deps: StaffOrderDeps) {
  const { write, outbox, clock, tokenBox, db, counters } = deps;

  /** Whether the start is one the form offered: free on the washer's grid with travel. */
  async function isFreeStart(input: CreateStaffOrderInput, day: string, starting: string) {
    const config = await counters.getCounter(1);
    let minutes: number;
    try {
      minutes = washingMinutes(config, quantitiesOf(input));
    } catch (error) {
      // Bad quantities: the writer refuses the order with the field named.
      if (isDomainError(error)) return false;
      throw error;
    }
    const free = await washerFreeStarts(db, {
      washerId: input.cleanerId,
      date: day,
      washingMinutes: Math.max(1, Math.ceil(minutes)),
    });
    return free.starts.includes(starting);
  }

  return async (input: CreateStaffOrderInput, actor: OrderEventActor): Promise<number> => {
    const { shippingDay, starting } = staffOrderTime(input);
    const isOverride = !(await isFreeStart(input, shippingDay, starting));
    const {
      start: _start,
      shippingDay: _day,
      starting: _starting,
      cleanerId,
      notifyCustomer,
      ...body
    } = input;
    return write(body, {
      shippingDay,
      cleanerId,
      starting,
      override: 'staff',
      notify: notifyCustomer,
      after: async (tx: Database, order) => {
        await recordOrderEvent(tx, {
          orderId: order.id,
          action: 'created',
          actor,
          changes: { by: 'staff', ...(isOverride ? { time_override: starting } : {}) },
          at: clock.now(),
        });
        if (order.status === 'awaiting_payment' && notifyCustomer) {
          // The link opens the order's own page, which pays it (decision 055).
          const token = await orderPageToken(tx, order.id, tokenBox);
          await outbox.enqueue(tx, 'mail.payment_link', { orderId: order.id, token });
        }
      },
    });
  };
}
