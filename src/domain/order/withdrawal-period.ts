/**
 * The consumer's right of withdrawal (Consumer Protection Act ch. 6, decision 050): 14 days
 * from the day the order was made. Work that starts within that period needs the consumer's
 * explicit request, and the consumer then pays for the work done if they withdraw.
 */
import { addDays, type LocalDate } from '#domain/calendar/local-date.ts';

/** The length of the withdrawal period in days. */
export const withdrawalPeriodDays = 14;

/** The last day of the period of an order made on `orderDay` (Helsinki days). */
export const withdrawalPeriodEnd = (orderDay: LocalDate): LocalDate =>
  addDays(orderDay, withdrawalPeriodDays);

/**
 * Whether a job on `jobDay` starts within the period of an order made on `orderDay`: the
 * period runs to the end of its 14th day, so a job on that day is still within it.
 */
export const startsWithinWithdrawalPeriod = (orderDay: LocalDate, jobDay: LocalDate): boolean =>
  jobDay <= withdrawalPeriodEnd(orderDay);
