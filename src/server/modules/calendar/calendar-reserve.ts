/**
 * The server's check and reservation of a washer's time (decisions 021, 045 and 051),
 * re-exported by calendar.service.ts.
 */
import { busyByDate } from '#domain/calendar/availability.ts';
import { reservedRange } from '#domain/calendar/busy-interval.ts';
import { earliestFreeStartMinutes, isFreeAt } from '#domain/calendar/free-interval.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import { parseLocalDate } from '#domain/calendar/local-date.ts';
import { isOrderableDate } from '#domain/calendar/order-window.ts';
import type { StartRules } from '#domain/calendar/start-rules.ts';
import { defaultStartRules, isOnGrid } from '#domain/calendar/start-rules.ts';
import type { TimeOfDay } from '#domain/calendar/time-of-day.ts';
import {
  formatTimeOfDay,
  parseTimeOfDay,
  WORKDAY_END_MINUTES,
  WORKDAY_START_MINUTES,
} from '#domain/calendar/time-of-day.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { busyTime, windowOf } from './busy-window';
import {
  deleteReservationsOfOrder,
  findBusyRanges,
  findStartRules,
  findWasherIdsServing,
  insertReservation,
  lockWasherDay,
} from './calendar.repository';

const DAY_MS = 86_400_000;

export interface ReserveWasherTimeInput {
  /** The order the time is for (the reservation row refers to it). */
  orderId: number;
  /** The washer the customer was offered (cleanerId). */
  washerId: number;
  /** The postal code of the address to be cleaned: the washer must serve it. */
  postalCode: string;
  /** The chosen day (shippingDay), Helsinki. */
  date: LocalDate;
  /** The start the customer was offered; without it, the earliest free start of that day. */
  starting?: TimeOfDay | undefined;
  /** Washing time of the order in minutes (> 0). */
  washingMinutes: number;
  /** The server clock's now: the day must still be orderable. */
  now: Date;
  /**
   * 'staff': a member of staff chose the washer and the time (a move, a phone order). The
   * customer-facing window (earliest day, three months ahead, working days) and the
   * washer's postal areas do not apply; the day must not be past, the start must be in
   * the working hours, and the time free of blocks and other jobs, as for anyone
   * (decision 045). Staff may start off the washer's grid, but the travel buffer holds
   * (decision 051).
   */
  override?: 'staff';
}

export interface WasherReservation {
  id: number;
  washerId: number;
  date: LocalDate;
  starting: TimeOfDay;
  /**
   * The reserved time, [start, end): the washing time, cut at the end of the working day,
   * and the washer's travel minutes after it (decision 051; the job itself ends at jobEndOf).
   */
  start: Date;
  end: Date;
}

/**
 * The washer's grid and travel (decision 051). Staff may start anywhere on the minute,
 * but the travel buffer is kept: the no-overlap constraint is never overridden.
 */
async function rulesFor(db: Database, washerId: number, override?: 'staff'): Promise<StartRules> {
  const rules = (await findStartRules(db, [washerId])).get(washerId) ?? defaultStartRules;
  return override === 'staff' ? { gridMinutes: 1, travelMinutes: rules.travelMinutes } : rules;
}

/** Staff may choose any day from today on (throws on a malformed date). */
function isNotPast(now: Date, date: LocalDate): boolean {
  parseLocalDate(date);
  return date >= helsinkiDate(now);
}

const invalid = (field: string, key: string, why: string) =>
  new AppError('VALIDATION_FAILED', why, { [field]: key });

/** The message (for the log) tells the re-check's refusal from the constraint's. */
export const slotTakenByConstraint = 'the exclusion constraint refused an overlapping reservation';

/** A chosen start that is no longer free names `starting` (the time picker marks it). */
const slotTaken = (input: ReserveWasherTimeInput, why = 'no room left') =>
  new AppError(
    'SLOT_TAKEN',
    `washer ${input.washerId} on ${input.date} at ${input.starting ?? 'any time'}: ${why}`,
    input.starting === undefined ? undefined : { starting: 'validation.time_taken' },
  );

/**
 * Reserves the washer's time for an order: call it inside the order's transaction (pass
 * the `tx`); it also works on the plain Database, where it opens its own transaction.
 * It re-checks the day (orderable now), the washer (serves the postal code) and the time
 * (free of blocks and other reservations) under a lock on that washer's day, so two
 * customers never get the same time, also across server processes; the exclusion
 * constraint of washer_reservations is the last line of defence.
 * Throws AppError VALIDATION_FAILED (fields shippingDay, cleanerId, starting) or
 * SLOT_TAKEN (409) when the time is no longer free. Nested in a transaction it runs in a
 * savepoint, so a refusal leaves the caller's transaction usable.
 */
export async function reserveWasherTime(
  db: Database,
  input: ReserveWasherTimeInput,
): Promise<WasherReservation> {
  const { washerId, date, washingMinutes } = input;
  if (!Number.isFinite(washingMinutes) || washingMinutes <= 0) {
    throw invalid(
      'washingTime',
      'validation.must_be_positive',
      `bad washing time ${washingMinutes}`,
    );
  }
  let requestedStart: number | null = null;
  if (input.starting !== undefined) {
    try {
      requestedStart = parseTimeOfDay(input.starting);
    } catch {
      throw invalid('starting', 'validation.time_invalid', `bad start ${input.starting}`);
    }
    if (requestedStart < WORKDAY_START_MINUTES || requestedStart >= WORKDAY_END_MINUTES) {
      throw invalid(
        'starting',
        'validation.time_invalid',
        `start outside 08-16: ${input.starting}`,
      );
    }
  }
  let orderable: boolean;
  try {
    orderable =
      input.override === 'staff' ? isNotPast(input.now, date) : isOrderableDate(input.now, date);
  } catch {
    throw invalid('shippingDay', 'validation.date_invalid', `bad date ${date}`);
  }
  if (!orderable) {
    throw invalid('shippingDay', 'validation.day_not_available', `${date} is not orderable`);
  }

  return db.transaction(async (tx) => {
    const serving =
      input.override === 'staff' ? [washerId] : await findWasherIdsServing(tx, input.postalCode);
    if (!serving.includes(washerId)) {
      throw invalid(
        'cleanerId',
        'validation.cleaner_not_serving',
        `washer ${washerId} not serving`,
      );
    }
    const rules = await rulesFor(tx, washerId, input.override);
    if (requestedStart !== null && !isOnGrid(requestedStart, rules.gridMinutes)) {
      throw invalid(
        'starting',
        'validation.time_off_grid',
        `start off the grid: ${input.starting}`,
      );
    }
    await lockWasherDay(tx, washerId, Date.parse(`${date}T00:00:00Z`) / DAY_MS);
    const { from, to } = windowOf(date, date);
    const ranges = await findBusyRanges(tx, [washerId], from, to);
    const busy = busyByDate(ranges.map(busyTime), date, date).get(date)?.intervals ?? [];
    const startMinutes =
      requestedStart === null
        ? earliestFreeStartMinutes(busy, washingMinutes, rules)
        : isFreeAt(busy, requestedStart, washingMinutes, rules)
          ? requestedStart
          : null;
    if (startMinutes === null) throw slotTaken(input);
    const starting = formatTimeOfDay(startMinutes);
    const { start, end } = reservedRange(date, starting, washingMinutes, rules.travelMinutes);
    const row = await insertReservation(tx, { washerId, orderId: input.orderId, start, end });
    if (row === null) throw slotTaken(input, slotTakenByConstraint);
    return { id: row.id, washerId, date, starting, start, end };
  });
}

/** Frees the washer time of an order (cancelled or moved); answers how many were freed. */
export function releaseWasherTime(db: Database, orderId: number): Promise<number> {
  return deleteReservationsOfOrder(db, orderId);
}
