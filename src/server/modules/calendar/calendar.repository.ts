import { and, eq, gt, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, OpenedDatabase } from '#server/db/client.ts';
import { pgErrorCode, pgErrorCodes } from '#server/db/client.ts';
import { listen, type ListenHandlers, type Listening } from '#server/db/listen.ts';
import {
  calendars,
  disabledDates,
  postalAreaCodes,
  postalAreaVersion,
  washerCalendarVersions,
  washerPostalAreas,
  washerReservations,
  washers,
} from '#server/db/schema/index.ts';
import type { StartRules } from '#domain/calendar/start-rules.ts';

/** A stretch of a washer's time that is not free: a block or a reservation. */
export interface BusyRange {
  washerId: number;
  kind: 'block' | 'reservation';
  start: Date;
  end: Date;
}

/** The washers one of whose postal areas lists the code, by id. */
export async function findWasherIdsServing(db: Database, postalCode: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ washerId: washerPostalAreas.washerId })
    .from(postalAreaCodes)
    .innerJoin(washerPostalAreas, eq(washerPostalAreas.postalAreaId, postalAreaCodes.postalAreaId))
    .where(eq(postalAreaCodes.postalCode, postalCode))
    .orderBy(washerPostalAreas.washerId);
  return rows.map((r) => r.washerId);
}

export interface CalendarCounters {
  /** Every washer's calendar counter; a washer whose calendar never changed has none (0). */
  washers: Map<number, number>;
  /** The postal areas' counter. */
  areas: number;
}

/** The counters the caches are checked against: read again after every change (decision 033). */
export async function findCalendarCounters(db: Database): Promise<CalendarCounters> {
  const washers = await db.select().from(washerCalendarVersions);
  const [areas] = await db.select().from(postalAreaVersion);
  return {
    washers: new Map(washers.map((r) => [r.washerId, r.version])),
    areas: areas?.version ?? 0,
  };
}

/**
 * Listens for NOTIFY calendar_changed, sent at commit by the triggers of migration 0009
 * whenever a washer's calendar counter or the postal areas' counter moves, in any process.
 */
export function listenForCalendarChanges(
  database: OpenedDatabase,
  handlers: ListenHandlers,
): Listening {
  return listen(database, 'calendar_changed', handlers);
}

/** Each washer's start grid and travel minutes (decision 051), by id; unknown ids are absent. */
export async function findStartRules(
  db: Database,
  washerIds: readonly number[],
): Promise<Map<number, StartRules>> {
  if (washerIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: washers.id,
      gridMinutes: washers.startGridMinutes,
      travelMinutes: washers.travelMinutes,
    })
    .from(washers)
    .where(inArray(washers.id, [...washerIds]));
  return new Map(rows.map(({ id, ...rules }) => [id, rules]));
}

/** The counter of one washer's calendar (0 when it never changed). */
export async function findWasherVersion(db: Database, washerId: number): Promise<number> {
  const [row] = await db
    .select({ version: washerCalendarVersions.version })
    .from(washerCalendarVersions)
    .where(eq(washerCalendarVersions.washerId, washerId));
  return row?.version ?? 0;
}

/**
 * The blocks (disabled dates of any modifier) and reservations of the washers that
 * overlap [from, to). Only that window is read: blocks through the calendar and period
 * index, reservations through the GiST index of the exclusion constraint.
 */
export async function findBusyRanges(
  db: Database,
  washerIds: readonly number[],
  from: Date,
  to: Date,
): Promise<BusyRange[]> {
  if (washerIds.length === 0) return [];
  const ids = [...washerIds];
  const window = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`;
  // Instants as epoch milliseconds: a number is far cheaper to read than a timestamp or
  // range literal, and a cache load may read a thousand rows.
  const ms = (column: SQLWrapper) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;
  const [blocks, reservations] = await Promise.all([
    db
      .select({
        washerId: calendars.washerId,
        start: ms(disabledDates.startDatetime),
        end: ms(disabledDates.endDatetime),
      })
      .from(calendars)
      .innerJoin(disabledDates, eq(disabledDates.calendarId, calendars.id))
      .where(
        and(
          inArray(calendars.washerId, ids),
          lt(disabledDates.startDatetime, to),
          gt(disabledDates.endDatetime, from),
        ),
      ),
    db
      .select({
        washerId: washerReservations.washerId,
        start: ms(sql`lower(${washerReservations.during})`),
        end: ms(sql`upper(${washerReservations.during})`),
      })
      .from(washerReservations)
      .where(
        and(
          inArray(washerReservations.washerId, ids),
          sql`${washerReservations.during} && ${window}`,
        ),
      ),
  ]);
  return [
    ...blocks.map((b) => ({
      washerId: b.washerId ?? 0,
      kind: 'block' as const,
      start: new Date(Number(b.start)),
      end: new Date(Number(b.end)),
    })),
    ...reservations.map((r) => ({
      washerId: r.washerId,
      kind: 'reservation' as const,
      start: new Date(Number(r.start)),
      end: new Date(Number(r.end)),
    })),
  ];
}

/**
 * Takes the transaction-level lock on one washer's day (released at commit or rollback):
 * reservations of the same washer and day wait for each other, in every process sharing
 * the database. Key: (washer id, days since 1970-01-01), the two-integer advisory lock space.
 */
export async function lockWasherDay(db: Database, washerId: number, epochDay: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${washerId}::int4, ${epochDay}::int4)`);
}

/**
 * Stores a reservation; null when it overlaps another of that washer (exclusion
 * constraint) or the washer was deleted meanwhile (foreign key): either way the time is
 * no longer to be had.
 */
export async function insertReservation(
  db: Database,
  reservation: { washerId: number; orderId: number; start: Date; end: Date },
): Promise<{ id: number } | null> {
  try {
    const [row] = await db
      .insert(washerReservations)
      .values({
        washerId: reservation.washerId,
        orderId: reservation.orderId,
        during: { start: reservation.start, end: reservation.end },
      })
      .returning({ id: washerReservations.id });
    return row ?? null;
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === pgErrorCodes.exclusionViolation || code === pgErrorCodes.foreignKeyViolation) {
      return null;
    }
    throw error;
  }
}

/** Frees the time an order held; answers how many reservations were removed. */
export async function deleteReservationsOfOrder(db: Database, orderId: number): Promise<number> {
  const rows = await db
    .delete(washerReservations)
    .where(eq(washerReservations.orderId, orderId))
    .returning({ id: washerReservations.id });
  return rows.length;
}
