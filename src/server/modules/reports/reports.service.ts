/**
 * Revenue by month, week or washer and the period's summary (issue 24 points 4 and 5). The
 * figures' meanings: src/domain/reports/figures.ts; the SQL sums per day and washer, the
 * domain folds them into rows.
 */
import type {
  ReportPeriod,
  ReportSummary,
  RevenueFigures,
  RevenueQuery,
  RevenueReport,
} from '#contracts/reports.ts';
import type { StaffLanguage } from '#server/lib/language.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { centsToEuros } from '#domain/money/money.ts';
import {
  availableMinutes,
  minutesToHours,
  workingWindows,
} from '#domain/reports/available-hours.ts';
import { mallKey, noWasherKey, washerKeyOf } from '#domain/reports/figures.ts';
import { revenueRows, type RowSums } from '#domain/reports/revenue-rows.ts';
import { netOfVatCents } from '#domain/tax/vat.ts';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { ordersCsv } from './orders-csv';
import { sumOwed } from './owed.repository';
import { figuresByDayAndWasher, findWasherBlocks, listWashers } from './reports.repository';
import {
  bookedFigures,
  cancellationsByReason,
  newAndReturningCustomers,
  voidedFigures,
} from './summary.repository';

function toFigures(s: RowSums): RevenueFigures {
  return {
    jobs: s.jobs,
    hoursBooked: minutesToHours(s.minutesBooked),
    hoursAvailable: minutesToHours(s.minutesAvailable),
    earned: centsToEuros(s.earnedCents),
    earnedVatExcluded: centsToEuros(s.earnedVatExcludedCents),
    collected: centsToEuros(s.collectedCents),
    refunded: centsToEuros(s.refundedCents),
    cancelled: s.cancelled,
  };
}

export interface ReportLabels {
  mall: string;
  none: string;
}

export function createReportsService(db: Database, clock: Clock) {
  /** Every figure of [from, to] per washer key, and each washer's available minutes. */
  async function sums({ from, to }: ReportPeriod, by: RevenueQuery['by']) {
    const [days, washers, blocks] = await Promise.all([
      figuresByDayAndWasher(db, from, to, by),
      listWashers(db),
      findWasherBlocks(db, from, to),
    ]);
    const windows = workingWindows(from, to);
    const blocksOf = new Map<number, typeof blocks>();
    for (const b of blocks) {
      const own = blocksOf.get(b.washerId);
      if (own) own.push(b);
      else blocksOf.set(b.washerId, [b]);
    }
    const available = new Map(
      washers.map((w) => [String(w.id), availableMinutes(windows, blocksOf.get(w.id) ?? [])]),
    );
    const folded = revenueRows({
      from,
      to,
      by,
      days: days.map((d) => ({
        day: d.day,
        washer: washerKeyOf(d.cleanerId),
        jobs: d.jobs,
        jobMinutes: d.jobMinutes,
        doneJobs: d.doneJobs,
        earnedCents: d.earnedCents,
        paymentsCents: d.paymentsCents,
        refundsCents: d.refundsCents,
        cancelled: d.cancelled,
      })),
      available,
      washerKeys: washers.map((w) => String(w.id)),
    });
    return { ...folded, washers };
  }

  return {
    /** The bookkeeper's CSV of [from, to], page by page (orders-csv.ts). */
    ordersCsv: (from: string, to: string, language: StaffLanguage) =>
      ordersCsv(db, from, to, language),

    async revenue(query: RevenueQuery, labels: ReportLabels): Promise<RevenueReport> {
      const { rows, totals, washers } = await sums(query, query.by);
      const names = new Map(washers.map((w) => [String(w.id), w.name]));
      const labelOf = (key: string) =>
        query.by !== 'washer'
          ? key
          : key === mallKey
            ? labels.mall
            : key === noWasherKey
              ? labels.none
              : (names.get(key) ?? key);
      return {
        from: query.from,
        to: query.to,
        by: query.by,
        rows: rows.map((r) => ({ key: r.key, label: labelOf(r.key), ...toFigures(r) })),
        totals: toFigures(totals),
      };
    },

    /**
     * The dashboard's four figures of [from, to] (issue 24 point 4), outstanding as of `asOf`,
     * with the cancellations of the period; cents.
     */
    async moneyOf(from: string, to: string, asOf: string) {
      const [days, booked, owed] = await Promise.all([
        figuresByDayAndWasher(db, from, to, 'washer'),
        bookedFigures(db, from, to),
        sumOwed(db, asOf),
      ]);
      const sum = (pick: (d: (typeof days)[number]) => number) =>
        days.reduce((total, d) => total + pick(d), 0);
      const earnedCents = sum((d) => d.earnedCents);
      return {
        bookedCents: booked.cents,
        earnedCents,
        earnedVatExcludedCents: netOfVatCents(earnedCents),
        collectedCents: sum((d) => d.paymentsCents) - sum((d) => d.refundsCents),
        outstandingCents: owed.cents,
        cancelled: sum((d) => d.cancelled),
      };
    },

    async summary(period: ReportPeriod): Promise<ReportSummary> {
      const { from, to } = period;
      const today = helsinkiDate(clock.now());
      const [{ totals }, booked, voided, cancellations, customers, owed] = await Promise.all([
        sums(period, 'month'),
        bookedFigures(db, from, to),
        voidedFigures(db, from, to),
        cancellationsByReason(db, from, to),
        newAndReturningCustomers(db, from, to),
        sumOwed(db, today),
      ]);
      const f = toFigures(totals);
      return {
        from,
        to,
        booked: { count: booked.count, amount: centsToEuros(booked.cents) },
        averageOrder: booked.count ? centsToEuros(Math.round(booked.cents / booked.count)) : 0,
        earned: { count: totals.doneJobs, amount: f.earned },
        earnedVatExcluded: centsToEuros(netOfVatCents(totals.earnedCents)),
        collected: f.collected,
        refunded: f.refunded,
        outstanding: { count: owed.count, amount: centsToEuros(owed.cents) },
        voided: { count: voided.count, amount: centsToEuros(voided.cents) },
        cancellations,
        customers,
        recurring: { orders: booked.count, recurring: booked.recurring },
        internationalShare: { orders: booked.count, international: booked.international },
        hoursBooked: f.hoursBooked,
        hoursAvailable: f.hoursAvailable,
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
