/**
 * GET dashboard: what the company looks at each morning (admin spec leaves the dashboard
 * open; docs/decisions explains the figures). Money in euros, days 'YYYY-MM-DD' (Helsinki).
 */
import { z } from 'zod';
import { idSchema } from './common';

const count = z.number().int().min(0);
const euros = z.number();
const day = z.string();

export const dashboardSchema = z.object({
  /** Helsinki day of the figures, the Monday of its week and its month 'YYYY-MM'. */
  today: day,
  week_start: day,
  month: z.string(),
  /** Jobs of today: orders not cancelled whose job day (shipping_day) is today. */
  orders_today: count,
  orders_this_week: count,
  /** This month's booked figure (money[0].booked): kept for older clients. */
  revenue_this_month: euros,
  awaiting_payment: z.object({
    count,
    total: euros,
    /** The oldest ones first, at most 5. */
    oldest: z.array(
      z.object({
        id: idSchema,
        created: z.string(),
        customer_name: z.string(),
        total_price_after_discount: euros,
      }),
    ),
  }),
  /** Orders paid after their payment hold whose time was sold: the office calls them. */
  needs_new_time: count,
  /** Successful payments of orders already paid, to be refunded (decision 036). */
  needs_refund: count,
  /** Per washer: the first day customers can book with at least `free_minutes_needed` free. */
  free_minutes_needed: count,
  washers: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      next_free_day: day.nullable(),
      /** Free minutes of the working day on next_free_day. */
      free_minutes: count.nullable(),
    }),
  ),
  /**
   * The money of a month by its four meanings (issue 24 point 4, src/domain/reports):
   * this month, last month and the same month last year, in that order. Outstanding is as
   * of the month's last day (today for this month).
   */
  money: z.array(
    z.object({
      which: z.enum(['this_month', 'last_month', 'same_month_last_year']),
      month: z.string(),
      booked: euros,
      earned: euros,
      earned_vat_excluded: euros,
      collected: euros,
      outstanding: euros,
    }),
  ),
  /** Orders cancelled this month (by the day they were cancelled). */
  cancelled_this_month: count,
  /** Orders created per day over the last 14 days, oldest first. */
  daily_orders: z.array(z.object({ date: day, count, revenue: euros })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
