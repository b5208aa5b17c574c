import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { maintainingGroups, washers } from './washers';

/** One calendar per washer: the rows of the back office's blocking page. */
export const calendars = pgTable(
  'calendars',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    maintainingGroupId: integer('maintaining_group_id').references(() => maintainingGroups.id, {
      onDelete: 'set null',
    }),
    washerId: integer('washer_id').references(() => washers.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('calendars_washer_idx').on(t.washerId)],
);

/** Modifier of blocks made by the external booking system; those are read-only here. */
export const externalBlockModifier = 'KBOT';

/**
 * Blocked time in a calendar. modifier 'KBOT' marks blocks imported from the external
 * booking system; null marks blocks entered in the back office. maintaining_group_id is
 * kept as the ERP sent it (no foreign key: the ERP may know groups we do not).
 */
export const disabledDates = pgTable(
  'disabled_dates',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    startDatetime: instant('start_datetime').notNull(),
    endDatetime: instant('end_datetime').notNull(),
    modifier: text('modifier'),
    maintainingGroupId: integer('maintaining_group_id'),
    /** The external booking system's own id of a KBOT block. */
    externalId: text('external_id'),
    created: createdAt(),
  },
  (t) => [
    // End first: a window read (end > window start, start < window end) then skips the
    // calendar's history instead of scanning every block that started before the window.
    index('disabled_dates_calendar_end_idx').on(t.calendarId, t.endDatetime, t.startDatetime),
    check('disabled_dates_period_check', sql`${t.startDatetime} < ${t.endDatetime}`),
  ],
);

/**
 * A counter per washer that triggers (migration 0004) raise whenever the washer's
 * reservations or blocks change, in any process: the availability cache of each server
 * process compares it to tell a still-valid copy of a washer's window from a stale one.
 * No foreign key: a washer's deletion cascades to its reservations, whose triggers still
 * raise the counter of the washer being deleted.
 */
export const washerCalendarVersions = pgTable('washer_calendar_versions', {
  washerId: integer('washer_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
