import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

export const discountKinds = ['percent', 'fixed'] as const;

/**
 * Campaign codes. `value` is a whole percent (1..100) for type 'percent' and integer
 * cents for type 'fixed'. `limit` is how many orders may use the code (null: no limit);
 * `applied` counts the orders that did, raised in the transaction that creates the order.
 * Codes are unique regardless of letter case.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: text('type', { enum: discountKinds }).notNull(),
    value: integer('value').notNull(),
    limit: integer('limit'),
    applied: integer('applied').notNull().default(0),
    /** First and last valid Helsinki day, inclusive. */
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex('discounts_code_lower_idx').on(sql`lower(${t.code})`),
    oneOf('discounts_type_check', t.type, discountKinds),
    check('discounts_value_check', sql`${t.value} >= 0`),
    check('discounts_percent_check', sql`${t.type} <> 'percent' or ${t.value} <= 100`),
    check('discounts_applied_check', sql`${t.applied} >= 0`),
    check('discounts_dates_check', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);
