/**
 * What each money figure means (issue 24 point 4), in one place; the reports' SQL
 * (src/server/modules/reports) and the dashboard count by these and nothing else. Amounts are
 * orders' totals after discounts (VAT included) and order_money rows, never a job status.
 *
 * - booked: orders made, by order day (Helsinki day of creation). An order counts once it
 *   stands: not awaiting its online payment, not an unconfirmed next visit, not cancelled.
 * - earned: jobs done (status done), by job day; VAT included and excluded (25.5 %).
 * - collected: payments by payment day less refunds by refund day (order_money.on_day).
 * - refunded: refunds by refund day.
 * - outstanding: what invoice orders (payment type bill) owe on a day: their total less
 *   payments plus refunds up to that day, for orders not voided by then; an order cancelled
 *   by then owes its cancellation's charge instead of its total (decision 094).
 * - jobs and hours booked: jobs by job day that stand (statuses in jobStatuses);
 *   hours booked are their minutes, mall jobs (cleaner 9999) left out.
 * - cancelled: orders cancelled, by the day they were cancelled.
 * - voided orders (voided_at set) count in none of these, only in the "voided" figure (by the
 *   day they were voided).
 *
 * A mall order has no job day: its job day is the first day of its starting month.
 */

/** The cleaner id of mall orders (they count in money, not in washers' hours). */
export const mallCleanerId = 9999;

/** Job statuses of a job that stands (counted in jobs and hours booked). */
export const jobStatuses = ['confirmed', 'paid', 'needs_new_time', 'done'] as const;

/** Statuses of an order that is not (yet, or any more) booked. */
export const notBookedStatuses = ['awaiting_payment', 'proposed', 'cancelled'] as const;

/** The job status whose total is earned. */
export const earnedStatus = 'done';

/** The bucket a washer-less job goes to in a report by washer, and mall jobs. */
export const noWasherKey = 'none';
export const mallKey = 'mall';

/** A row's key in a report by washer. */
export function washerKeyOf(cleanerId: number | null): string {
  if (cleanerId === null) return noWasherKey;
  return cleanerId === mallCleanerId ? mallKey : String(cleanerId);
}
