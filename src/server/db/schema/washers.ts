import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { postalAreas } from './postal-areas';

/**
 * Maintainers known to the ERP (Easoft): the suggestions a new washer is picked from.
 * The id is the ERP's, so it is not generated here.
 */
export const maintainingGroups = pgTable('maintaining_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Washers (cleaners). An order's cleaner_id is a washer id (9999 stands for mall orders). */
export const washers = pgTable(
  'washers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    maintainGroupId: integer('maintain_group_id').references(() => maintainingGroups.id, {
      onDelete: 'set null',
    }),
    /**
     * SHA-256 (hex) of the secret in the washer's calendar feed address; null = no feed.
     * A new secret replaces it, so the old address stops working.
     */
    icsSecretHash: text('ics_secret_hash'),
    /** Minutes kept free between two jobs of this washer for travel. */
    travelMinutes: integer('travel_minutes').notNull().default(30),
    /** Start times this washer is offered on: every so many minutes from 08:00. */
    startGridMinutes: integer('start_grid_minutes').notNull().default(15),
  },
  (t) => [
    index('washers_maintain_group_idx').on(t.maintainGroupId),
    check('washers_travel_minutes_check', sql`${t.travelMinutes} between 0 and 240`),
    check('washers_start_grid_minutes_check', sql`${t.startGridMinutes} between 5 and 120`),
  ],
);

/** Which postal areas a washer serves. */
export const washerPostalAreas = pgTable(
  'washer_postal_areas',
  {
    washerId: integer('washer_id')
      .notNull()
      .references(() => washers.id, { onDelete: 'cascade' }),
    postalAreaId: integer('postal_area_id')
      .notNull()
      .references(() => postalAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.washerId, t.postalAreaId] }),
    index('washer_postal_areas_area_idx').on(t.postalAreaId),
  ],
);
