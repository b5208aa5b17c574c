/**
 * The back office's blocked times per washer calendar (admin spec sections 2-5): staff
 * add, move and remove blocks; the external booking system's ('KBOT') blocks are shown
 * but cannot be changed here. Every change reaches the customers' availability through
 * the washers' calendar counters (triggers, decision 022).
 */
import {
  externalBlockModifier,
  isNewDisabledDateId,
  type CalendarRow,
  type DisabledDate,
} from '#contracts/calendar.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { helsinkiDate, helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import {
  deleteBlock,
  findBlocks,
  findCalendar,
  insertBlocks,
  listBlocks,
  listCalendars,
  updateBlockTimes,
  type BlockRecord,
  type BlockTimes,
  type CalendarRecord,
} from './calendar-blocks.repository';
import { BlockOverJobsError, jobsUnderBlocks } from './calendar-block-jobs';

/** Without `from`, blocks that ended in the last 31 days are still listed. */
const DEFAULT_PAST_DAYS = 31;

export type DisabledDateInput = Pick<DisabledDate, 'id' | 'start_datetime' | 'end_datetime'>;

const readOnly = (id: number) =>
  new AppError('FORBIDDEN', `block ${id} comes from the external booking system`);

function toRow(calendar: CalendarRecord, blocks: BlockRecord[]): CalendarRow {
  return {
    id: calendar.id,
    name: calendar.name,
    maintaining_group_id: calendar.maintainingGroupId,
    disabled_dates: blocks
      .filter((b) => b.calendarId === calendar.id)
      .map((b) => ({
        id: b.id,
        start_datetime: b.startDatetime.toISOString(),
        end_datetime: b.endDatetime.toISOString(),
        modifier: b.modifier,
        maintaining_group_id: b.maintainingGroupId,
      })),
  };
}

export function createCalendarBlocksService(db: Database, clock: Clock) {
  const fromDay = (from: string | undefined) =>
    helsinkiInstant(from ?? addDays(helsinkiDate(clock.now()), -DEFAULT_PAST_DAYS));

  async function calendarRow(calendar: CalendarRecord, from?: string): Promise<CalendarRow> {
    return toRow(calendar, await listBlocks(db, [calendar.id], fromDay(from)));
  }

  return {
    /** GET calendar/disabled_dates: every washer calendar with its recent and coming blocks. */
    async list(from?: string): Promise<CalendarRow[]> {
      const rows = await listCalendars(db);
      const blocks = await listBlocks(
        db,
        rows.map((r) => r.id),
        fromDay(from),
      );
      return rows.map((row) => toRow(row, blocks));
    },

    /**
     * POST calendar/{calendarId}: adds the 'new-' blocks and moves the numbered ones, in
     * one transaction; blocks left out stay. Answers the calendar row as saved. A new or
     * moved block over booked jobs is refused (BLOCK_OVER_JOBS, listing them) unless
     * `confirm`.
     */
    async save(
      calendarId: number,
      input: readonly DisabledDateInput[],
      options: { confirm?: boolean } = {},
    ): Promise<CalendarRow> {
      const calendar = await findCalendar(db, calendarId);
      if (!calendar) throw notFound(`calendar ${calendarId}`);
      const times = (b: DisabledDateInput) => ({
        start: new Date(b.start_datetime),
        end: new Date(b.end_datetime),
      });
      const added = input.filter((b) => isNewDisabledDateId(b.id));
      const changed = input.filter(
        (b): b is DisabledDateInput & { id: number } => typeof b.id === 'number',
      );
      if (new Set(changed.map((b) => b.id)).size !== changed.length) {
        throw new AppError('VALIDATION_FAILED', 'a block twice in the list', {
          id: 'validation.invalid_value',
        });
      }
      await db.transaction(async (tx) => {
        const existing = new Map(
          (
            await findBlocks(
              tx,
              changed.map((b) => b.id),
            )
          ).map((b) => [b.id, b]),
        );
        const moved: { id: number; times: BlockTimes }[] = [];
        for (const block of changed) {
          const stored = existing.get(block.id);
          if (!stored || stored.calendarId !== calendar.id) throw notFound(`block ${block.id}`);
          const next = times(block);
          const isSame =
            stored.startDatetime.getTime() === next.start.getTime() &&
            stored.endDatetime.getTime() === next.end.getTime();
          if (isSame) continue;
          if (stored.modifier === externalBlockModifier) throw readOnly(block.id);
          moved.push({ id: block.id, times: next });
        }
        const newTimes = [...added.map(times), ...moved.map((m) => m.times)];
        if (!options.confirm) {
          const jobs = await jobsUnderBlocks(tx, calendar.washerId, newTimes);
          if (jobs.length > 0) throw new BlockOverJobsError(jobs);
        }
        for (const m of moved) await updateBlockTimes(tx, m.id, m.times);
        await insertBlocks(tx, calendar, added.map(times));
      });
      return calendarRow(calendar);
    },

    /** DELETE calendar/{id}: one block; the external booking system's stay. */
    async remove(id: number): Promise<void> {
      const [block] = await findBlocks(db, [id]);
      if (!block) throw notFound(`block ${id}`);
      if (block.modifier === externalBlockModifier) throw readOnly(id);
      await deleteBlock(db, id);
    },
  };
}
export type CalendarBlocksService = ReturnType<typeof createCalendarBlocksService>;
