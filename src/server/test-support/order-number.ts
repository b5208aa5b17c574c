import { sql } from 'drizzle-orm';

/**
 * An order number for orders written straight into the database by tests (issue 24: the
 * app numbers an order from order_number_counters as the last step of storing it). The
 * year 1999 keeps these apart from the numbers the app gives in the same database.
 */
export const testOrderNumber = () =>
  sql`'K-1999-' || lpad(nextval('order_number_seq')::text, 6, '0')`;
