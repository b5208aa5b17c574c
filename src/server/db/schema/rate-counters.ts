import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Counters of fixed time windows shared by every server process (rate limits, order
 * limits): a request raises its key's counter of the current window with one
 * `insert ... on conflict do update ... returning count`, which is atomic, and then
 * compares. Rows past expires_at no longer count and are deleted from time to time.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [primaryKey({ name: 'rate_counters_pkey', columns: [t.key, t.windowStart] })],
);
