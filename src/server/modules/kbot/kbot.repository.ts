import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { calendars, disabledDates, externalBlockModifier } from '#server/db/schema/index.ts';

export async function findCalendar(db: Database, id: number) {
  const [row] = await db
    .select({ id: calendars.id, maintainingGroupId: calendars.maintainingGroupId })
    .from(calendars)
    .where(eq(calendars.id, id));
  return row;
}

export interface ExternalBlock {
  externalId: string;
  start: Date;
  end: Date;
}

/** Removes the calendar's KBOT blocks and adds these, in one transaction. */
export async function replaceExternalBlocks(
  db: Database,
  calendar: { id: number; maintainingGroupId: number | null },
  blocks: readonly ExternalBlock[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(disabledDates)
      .where(
        and(
          eq(disabledDates.calendarId, calendar.id),
          eq(disabledDates.modifier, externalBlockModifier),
        ),
      );
    if (blocks.length === 0) return;
    await tx.insert(disabledDates).values(
      blocks.map((b) => ({
        calendarId: calendar.id,
        startDatetime: b.start,
        endDatetime: b.end,
        modifier: externalBlockModifier,
        maintainingGroupId: calendar.maintainingGroupId,
        externalId: b.externalId,
      })),
    );
  });
}
