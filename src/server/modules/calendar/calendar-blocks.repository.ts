import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { calendars, disabledDates } from '#server/db/schema/index.ts';

export type CalendarRecord = typeof calendars.$inferSelect;
export type BlockRecord = typeof disabledDates.$inferSelect;

export async function listCalendars(db: Database): Promise<CalendarRecord[]> {
  return db.select().from(calendars).orderBy(asc(calendars.name), asc(calendars.id));
}

export async function findCalendar(db: Database, id: number): Promise<CalendarRecord | undefined> {
  const [row] = await db.select().from(calendars).where(eq(calendars.id, id));
  return row;
}

/** Blocks of the calendars ending at or after `from`, earliest first (index on calendar, end). */
export async function listBlocks(
  db: Database,
  calendarIds: readonly number[],
  from: Date,
): Promise<BlockRecord[]> {
  if (calendarIds.length === 0) return [];
  return db
    .select()
    .from(disabledDates)
    .where(
      and(
        inArray(disabledDates.calendarId, [...calendarIds]),
        gte(disabledDates.endDatetime, from),
      ),
    )
    .orderBy(asc(disabledDates.startDatetime), asc(disabledDates.id));
}

export async function findBlocks(db: Database, ids: readonly number[]): Promise<BlockRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(disabledDates)
    .where(inArray(disabledDates.id, [...ids]));
}

export interface BlockTimes {
  start: Date;
  end: Date;
}

export async function insertBlocks(
  db: Database,
  calendar: CalendarRecord,
  blocks: readonly BlockTimes[],
): Promise<void> {
  if (blocks.length === 0) return;
  await db.insert(disabledDates).values(
    blocks.map((b) => ({
      calendarId: calendar.id,
      startDatetime: b.start,
      endDatetime: b.end,
      modifier: null,
      maintainingGroupId: calendar.maintainingGroupId,
    })),
  );
}

export async function updateBlockTimes(db: Database, id: number, times: BlockTimes) {
  await db
    .update(disabledDates)
    .set({ startDatetime: times.start, endDatetime: times.end })
    .where(eq(disabledDates.id, id));
}

export async function deleteBlock(db: Database, id: number): Promise<void> {
  await db.delete(disabledDates).where(eq(disabledDates.id, id));
}
