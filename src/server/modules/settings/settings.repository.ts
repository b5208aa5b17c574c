import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  calendars,
  maintainingGroups,
  postalAreaCodes,
  postalAreas,
  users,
  washerPostalAreas,
  washerReservations,
  washers,
} from '#server/db/schema/index.ts';

/**
 * Postal areas, washers and maintainers of the settings page. Every change goes through
 * the tables as usual, so the database's triggers raise the counters the customers'
 * availability cache watches (migrations 0004 and 0006); a statement that would change
 * nothing is not sent, so an unchanged row does not make every cache start over.
 */

export interface AreaRecord {
  id: number;
  name: string;
  postalCodes: string[];
}

export interface WasherRecord {
  id: number;
  name: string;
  address: string;
  maintainGroupId: number | null;
  postalAreas: number[];
  calendarId: number | null;
  travelMinutes: number;
  startGridMinutes: number;
}

/** One save of a list at a time (names and maintainers are checked against the others). */
export async function lockSettings(db: Database, list: 'areas' | 'washers') {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings.${list}`}))`);
}

export async function listAreas(db: Database): Promise<AreaRecord[]> {
  const areas = await db.select().from(postalAreas).orderBy(asc(postalAreas.id));
  const codes = await db.select().from(postalAreaCodes).orderBy(asc(postalAreaCodes.postalCode));
  return areas.map((a) => ({
    id: a.id,
    name: a.name,
    postalCodes: codes.filter((c) => c.postalAreaId === a.id).map((c) => c.postalCode),
  }));
}

export async function insertArea(db: Database, name: string): Promise<number> {
  const [row] = await db.insert(postalAreas).values({ name }).returning({ id: postalAreas.id });
  return row!.id;
}

export async function renameArea(db: Database, id: number, name: string) {
  await db.update(postalAreas).set({ name }).where(eq(postalAreas.id, id));
}

/** Makes the area list exactly `next`: removes and adds only the difference. */
export async function setAreaCodes(
  db: Database,
  areaId: number,
  current: readonly string[],
  next: readonly string[],
) {
  const gone = current.filter((c) => !next.includes(c));
  const added = next.filter((c) => !current.includes(c));
  if (gone.length > 0) {
    await db
      .delete(postalAreaCodes)
      .where(
        and(eq(postalAreaCodes.postalAreaId, areaId), inArray(postalAreaCodes.postalCode, gone)),
      );
  }
  if (added.length > 0) {
    await db
      .insert(postalAreaCodes)
      .values(added.map((postalCode) => ({ postalAreaId: areaId, postalCode })));
  }
}

/**
 * Locks the area's row until the transaction ends: a washer being given the area holds a
 * key-share lock on it (its foreign key), so neither can slip past the other. False if none.
 */
export async function lockArea(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: postalAreas.id })
    .from(postalAreas)
    .where(eq(postalAreas.id, id))
    .for('update');
  return rows.length > 0;
}

/** The names of the washers serving the area. */
export async function findWashersOfArea(db: Database, areaId: number): Promise<string[]> {
  const rows = await db
    .select({ name: washers.name })
    .from(washerPostalAreas)
    .innerJoin(washers, eq(washers.id, washerPostalAreas.washerId))
    .where(eq(washerPostalAreas.postalAreaId, areaId))
    .orderBy(asc(washers.name));
  return rows.map((r) => r.name);
}

export async function deleteArea(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(postalAreas)
    .where(eq(postalAreas.id, id))
    .returning({ id: postalAreas.id });
  return rows.length > 0;
}

export async function listWashers(db: Database): Promise<WasherRecord[]> {
  const rows = await db
    .select({
      id: washers.id,
      name: washers.name,
      address: washers.address,
      maintainGroupId: washers.maintainGroupId,
      calendarId: calendars.id,
      travelMinutes: washers.travelMinutes,
      startGridMinutes: washers.startGridMinutes,
    })
    .from(washers)
    .leftJoin(calendars, eq(calendars.washerId, washers.id))
    .orderBy(asc(washers.id));
  const areas = await db
    .select()
    .from(washerPostalAreas)
    .orderBy(asc(washerPostalAreas.postalAreaId));
  return rows.map((w) => ({
    ...w,
    postalAreas: areas.filter((a) => a.washerId === w.id).map((a) => a.postalAreaId),
  }));
}

/** The ERP's maintainers that have no washer yet, by name. */
export async function listFreeMaintainers(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: maintainingGroups.id, name: maintainingGroups.name })
    .from(maintainingGroups)
    .leftJoin(washers, eq(washers.maintainGroupId, maintainingGroups.id))
    .where(isNull(washers.id))
    .orderBy(asc(maintainingGroups.name), asc(maintainingGroups.id));
}

export async function findMaintainerIds(
  db: Database,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: maintainingGroups.id })
    .from(maintainingGroups)
    .where(inArray(maintainingGroups.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function findAreaIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: postalAreas.id })
    .from(postalAreas)
    .where(inArray(postalAreas.id, [...ids]))
    .for('share');
  return new Set(rows.map((r) => r.id));
}

export interface WasherFields {
  name: string;
  address: string;
  maintainGroupId: number | null;
  /** Left out: kept as stored (a new washer gets the column defaults). */
  travelMinutes?: number | undefined;
  startGridMinutes?: number | undefined;
}

/** The fields that differ from the stored washer (the start rules only when given). */
function changedFields(stored: WasherRecord, fields: WasherFields): Partial<WasherFields> {
  const changed: Partial<WasherFields> = {};
  if (stored.name !== fields.name) changed.name = fields.name;
  if (stored.address !== fields.address) changed.address = fields.address;
  if (stored.maintainGroupId !== fields.maintainGroupId) {
    changed.maintainGroupId = fields.maintainGroupId;
  }
  for (const key of ['travelMinutes', 'startGridMinutes'] as const) {
    const value = fields[key];
    if (value !== undefined && value !== stored[key]) changed[key] = value;
  }
  return changed;
}

/**
 * Raises the washer's calendar counter (migration 0004's function), so that every process
 * reads its busy time and start rules again (decision 051).
 */
async function bumpWasherCalendar(db: Database, washerId: number) {
  await db.execute(sql`select washer_calendar_bump(array[${washerId}]::int[])`);
}

/** A new washer with its calendar (one per washer). */
export async function insertWasher(db: Database, fields: WasherFields): Promise<number> {
  const values = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as WasherFields;
  const [row] = await db.insert(washers).values(values).returning({ id: washers.id });
  const id = row!.id;
  await db
    .insert(calendars)
    .values({ name: fields.name, maintainingGroupId: fields.maintainGroupId, washerId: id });
  return id;
}

/** Changes a washer; its calendar follows its name and maintainer (one made if missing). */
export async function updateWasher(db: Database, stored: WasherRecord, fields: WasherFields) {
  const changed = changedFields(stored, fields);
  if (Object.keys(changed).length > 0) {
    await db.update(washers).set(changed).where(eq(washers.id, stored.id));
  }
  if (changed.travelMinutes !== undefined || changed.startGridMinutes !== undefined) {
    await bumpWasherCalendar(db, stored.id);
  }
  const calendar = { name: fields.name, maintainingGroupId: fields.maintainGroupId };
  if (stored.calendarId === null) {
    await db.insert(calendars).values({ ...calendar, washerId: stored.id });
  } else if (stored.name !== fields.name || stored.maintainGroupId !== fields.maintainGroupId) {
    await db.update(calendars).set(calendar).where(eq(calendars.id, stored.calendarId));
  }
}

/** Makes the washer's areas exactly `next`: removes and adds only the difference. */
export async function setWasherAreas(
  db: Database,
  washerId: number,
  current: readonly number[],
  next: readonly number[],
) {
  const gone = current.filter((a) => !next.includes(a));
  const added = next.filter((a) => !current.includes(a));
  if (gone.length > 0) {
    await db
      .delete(washerPostalAreas)
      .where(
        and(
          eq(washerPostalAreas.washerId, washerId),
          inArray(washerPostalAreas.postalAreaId, gone),
        ),
      );
  }
  if (added.length > 0) {
    await db
      .insert(washerPostalAreas)
      .values(added.map((postalAreaId) => ({ washerId, postalAreaId })));
  }
}

/**
 * Locks the washer's row until the transaction ends: a reservation being made for the
 * washer holds a key-share lock on it (its foreign key), so this waits for those to
 * commit, and reservations started later wait for this transaction. False if none.
 */
export async function lockWasher(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: washers.id })
    .from(washers)
    .where(eq(washers.id, id))
    .for('update');
  return rows.length > 0;
}

/** How many of the washer's reservations end after `now`. */
export async function countComingReservations(db: Database, washerId: number, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(washerReservations)
    .where(
      and(
        eq(washerReservations.washerId, washerId),
        sql`upper(${washerReservations.during}) > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

/** Deletes the washer; its calendar, blocks, areas and past reservations go with it. */
/** Does a `washer` user sign in as this washer? */
export async function hasWasherUsers(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.washerId, id)).limit(1);
  return rows.length > 0;
}

export async function deleteWasher(db: Database, id: number) {
  await db.delete(washers).where(eq(washers.id, id));
}
