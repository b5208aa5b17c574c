import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    created: createdAt(),
  },
  (t) => [
    index('disabled_dates_calendar_period_idx').on(t.calendarId, t.startDatetime, t.endDatetime),
    check('disabled_dates_period_check', sql`${t.startDatetime} < ${t.endDatetime}`),
  ],
);
