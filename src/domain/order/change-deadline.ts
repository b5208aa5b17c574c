/**
 * The customer's free changes (issue 15, decision 049; the terms of order): a job can be
 * moved or cancelled free of charge until 5 business days before it. Business days are
 * Finnish working days: weekends, public holidays, Midsummer Eve and Christmas Eve do not
 * count, and neither does the job's own day.
 *
 * The last free day is the 5th business day counting back from the job's day; changes are
 * free through the end of that day (Helsinki). A job on Friday 11.12.2026 is free to change
 * until Friday 4.12.; a job on Monday 28.12.2026 until Thursday 17.12. (Christmas Eve and
 * Christmas Day are off).
 *
 * The order page's link is valid until 60 days after the job (a mall order: after the end
 * of its starting month).
 */
import type { LocalDate } from '../calendar/local-date';
import { addDays, addMonths } from '../calendar/local-date';
import { workingDaysBefore } from '../calendar/working-days';

/** Business days between the last free day and the job. */
export const freeChangeBusinessDays = 5;
/** Days after the job that the order page's link still opens. */
export const manageLinkDaysAfterJob = 60;
/** The share of the price charged for a cancellation after the last free change day (decision 068). */
export const lateCancellationFeePercent = 30;

/** The last day on which the job on `jobDay` can be moved or cancelled free of charge. */
export const lastFreeChangeDay = (jobDay: LocalDate): LocalDate =>
  workingDaysBefore(jobDay, freeChangeBusinessDays);

/** Whether a change on `today` (Helsinki) is free of charge for the job on `jobDay`. */
export const isFreeChange = (today: LocalDate, jobDay: LocalDate): boolean =>
  today <= lastFreeChangeDay(jobDay);

/** The day the job is for: its day, or for a mall order the first of its starting month. */
export function jobDayOf(order: {
  shippingDay: LocalDate | null;
  mallStartingMonth: string | null;
}): LocalDate | null {
  if (order.mallStartingMonth) return `${order.mallStartingMonth}-01`;
  return order.shippingDay;
}

/**
 * The last day the order page's link opens, or null when the order names no day. A
 * recurring order's page stays open until 60 days after its next visit is due (decision
 * 053): the customer sees and answers the next visit on the page they know.
 */
export function manageLinkLastDay(order: {
  shippingDay: LocalDate | null;
  mallStartingMonth: string | null;
  repeatedOrder?: boolean;
  cleanInterval?: number | null;
}): LocalDate | null {
  if (order.mallStartingMonth) {
    const monthEnd = addDays(addMonths(`${order.mallStartingMonth}-01`, 1), -1);
    return addDays(monthEnd, manageLinkDaysAfterJob);
  }
  if (!order.shippingDay) return null;
  const lastJob =
    order.repeatedOrder && order.cleanInterval
      ? addMonths(order.shippingDay, order.cleanInterval)
      : order.shippingDay;
  return addDays(lastJob, manageLinkDaysAfterJob);
}
