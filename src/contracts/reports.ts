/**
 * Reports of the money side (issue 24 points 4 to 6): revenue by month, week or washer, the
 * period's summary (average order, cancellations by reason, new and returning customers,
 * recurring share, international-cleaner share) and the bookkeeper's CSV. The figures'
 * meanings are in src/domain/reports/figures.ts. Euros with two decimals, hours with one,
 * days 'YYYY-MM-DD' (Helsinki).
 */
import { z } from 'zod';
import { addMonths } from '#domain/calendar/local-date.ts';
import { isoDateSchema, languageSchema } from './common';
import { invalidValue, msg } from './messages';

/** The longest period a report covers: from + 3 years, the end day included, is too long. */
export const maxReportYears = 3;

/** Whether [from, to] (both included) is longer than maxReportYears. */
export const isPeriodTooLong = (from: string, to: string) =>
  to >= addMonths(from, 12 * maxReportYears);

/** zod reports a bad day, yet runs the object's refinement: the rules wait for two days. */
const isRealDay = (day: unknown) =>
  typeof day === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The period's own rules, once both days are days: from not after to, at most 3 years. */
function checkPeriod({ from, to }: { from: string; to: string }, ctx: z.core.$RefinementCtx) {
  if (!isRealDay(from) || !isRealDay(to)) return;
  if (from > to) {
    for (const path of ['from', 'to'])
      ctx.addIssue({ code: 'custom', path: [path], message: msg('validation.period_reversed') });
  } else if (isPeriodTooLong(from, to)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: msg('validation.period_too_long') });
  }
}

/** `from` and `to` of every report: both included, `from` not after `to`, at most 3 years. */
export const reportPeriodSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema }, invalidValue)
  .superRefine(checkPeriod);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const revenueGroupings = ['month', 'week', 'washer'] as const;
export type RevenueGrouping = (typeof revenueGroupings)[number];

/** GET reports/revenue?from=&to=&by=month|week|washer (by defaults to month). */
export const revenueQuerySchema = z
  .object(
    {
      from: isoDateSchema,
      to: isoDateSchema,
      by: z.enum(revenueGroupings, invalidValue).default('month'),
    },
    invalidValue,
  )
  .superRefine(checkPeriod);
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;
export type RevenueQueryInput = z.input<typeof revenueQuerySchema>;

const euros = z.number();
const hours = z.number();
const count = z.number().int().min(0);

/** The figures of a row and of the totals. */
export const revenueFiguresSchema = z.object({
  /** Jobs on their job day in the row (not cancelled, not voided, not an unconfirmed visit). */
  jobs: count,
  /** The minutes of those jobs, in hours (mall jobs not counted: they are not washers' hours). */
  hoursBooked: hours,
  /** The washers' working hours (8-16, Mon-Fri, not on days off) less their blocks. */
  hoursAvailable: hours,
  /** Done jobs by job day, VAT included. */
  earned: euros,
  /** The same, VAT excluded (25.5 %). */
  earnedVatExcluded: euros,
  /** Payments by payment day less refunds by refund day. */
  collected: euros,
  /** Refunds by refund day. */
  refunded: euros,
  /** Orders cancelled in the row, by the day they were cancelled. */
  cancelled: count,
});
export type RevenueFigures = z.infer<typeof revenueFiguresSchema>;

/**
 * A row: key 'YYYY-MM' (month), 'YYYY-Www' (ISO week), or the washer's id ('mall' for mall
 * orders, 'none' for jobs without a washer); label is what the page shows (the washer's name).
 */
export const revenueRowSchema = revenueFiguresSchema.extend({
  key: z.string(),
  label: z.string(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const revenueReportSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  by: z.enum(revenueGroupings),
  rows: z.array(revenueRowSchema),
  totals: revenueFiguresSchema,
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** A figure with the number of orders it sums. */
const amountSchema = z.object({ count, amount: euros });

/** GET reports/summary?from=&to=: the period's other figures (issue 24 point 5). */
export const reportSummarySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  /** Orders made in the period (by order day), VAT included. */
  booked: amountSchema,
  /** booked.amount / booked.count, 0 without orders. */
  averageOrder: euros,
  earned: amountSchema,
  earnedVatExcluded: euros,
  collected: euros,
  refunded: euros,
  /** What invoice orders owe today (not of the period: of the day the report is read). */
  outstanding: amountSchema,
  /** Orders voided in the period: counted here and nowhere else. */
  voided: amountSchema,
  /** Orders cancelled in the period by reason (the reason's text; '' when none was given). */
  cancellations: z.array(z.object({ reason: z.string(), count })),
  /** Customers (by e-mail) of the period's orders: first order ever, or an earlier one. */
  customers: z.object({ new: count, returning: count }),
  /** Orders of the period that are recurring (repeated_order). */
  recurring: z.object({ orders: count, recurring: count }),
  /** Orders of the period open to an international cleaner. */
  internationalShare: z.object({ orders: count, international: count }),
  /** The washers' hours over the period (mall jobs left out). */
  hoursBooked: hours,
  hoursAvailable: hours,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET reports/orders.csv?from=&to=&lang=fi|en (a download link has no headers of its own). */
export const ordersCsvQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema, lang: languageSchema.optional() }, invalidValue)
  .superRefine(checkPeriod);
