import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';

/** A named group of postal codes (e.g. 'Helsinki') that washers serve. */
export const postalAreas = pgTable('postal_areas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const postalAreaCodes = pgTable(
  'postal_area_codes',
  {
    postalAreaId: integer('postal_area_id')
      .notNull()
      .references(() => postalAreas.id, { onDelete: 'cascade' }),
    postalCode: char('postal_code', { length: 5 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postalAreaId, t.postalCode] }),
    index('postal_area_codes_code_idx').on(t.postalCode),
    check('postal_area_codes_code_check', sql`${t.postalCode} ~ '^[0-9]{5}$'`),
  ],
);

/**
 * A single counter (row id 1) that triggers (migration 0006) raise whenever postal areas,
 * their codes or the washers' areas change: each server process caches which washers
 * serve a postal code and starts over when this counter moves.
 */
export const postalAreaVersion = pgTable(
  'postal_area_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('postal_area_version_single_row', sql`${t.id} = 1`)],
);
