import type { Dashboard } from '#contracts/dashboard.ts';
import { busyByDate, type BusyByDate } from '#domain/calendar/availability.ts';
import { blockBusyRange, helsinkiDayStartMs } from '#domain/calendar/busy-interval.ts';
import { earliestFreeStartMinutes } from '#domain/calendar/free-interval.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import {
  addDays,
  addMonths,
  datesBetween,
  isoWeekday,
  type LocalDate,
} from '#domain/calendar/local-date.ts';
import { orderableDates } from '#domain/calendar/order-window.ts';
import { WORKDAY_MINUTES } from '#domain/calendar/time-of-day.ts';
import { centsToEuros } from '#domain/money/money.ts';
import { notBookedStatuses } from '#domain/reports/figures.ts';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import {
  attentionCounts,
  awaitingPaymentSummary,
  countJobsOn,
  countOrdersCreated,
  findWasherBusyRanges,
  listWashers,
  ordersCreatedBetween,
} from './dashboard.repository';

/**
 * The back office's morning view (docs/decisions/018-dashboard.md). Days are Helsinki
 * days; a week starts on Monday. "Free" is a continuous stretch of FREE_MINUTES_NEEDED
 * minutes inside the 08:00-16:00 working day on a day customers can book.
 */
export const freeMinutesNeeded = 120;
export const chartDays = 14;
const oldestAwaitingShown = 5;

const startOf = (date: LocalDate) => new Date(helsinkiDayStartMs(date));
/** The chart's money is booked (src/domain/reports/figures.ts): orders that stand. */
const isBooked = (row: { status: string; voidedAt: Date | null }) =>
  row.voidedAt === null && !(notBookedStatuses as readonly string[]).includes(row.status);

/** The reports' four figures of a period (reports.service.ts moneyOf), in cents. */
export type MoneyOf = (
  from: LocalDate,
  to: LocalDate,
  asOf: LocalDate,
) => Promise<{
  bookedCents: number;
  earnedCents: number;
  earnedVatExcludedCents: number;
  collectedCents: number;
  outstandingCents: number;
  cancelled: number;
}>;

const moneyMonths = [
  ['this_month', 0],
  ['last_month', -1],
  ['same_month_last_year', -12],
] as const;

export function createDashboardService(db: Database, clock: Clock, moneyOf: MoneyOf) {
  /** This month (to today), last month and the same month last year, by the four meanings. */
  async function money(today: LocalDate) {
    const monthStart = `${today.slice(0, 7)}-01`;
    return Promise.all(
      moneyMonths.map(async ([which, shift]) => {
        const first = addMonths(monthStart, shift);
        const last = shift === 0 ? today : addDays(addMonths(first, 1), -1);
        const m = await moneyOf(first, last, last);
        return {
          which,
          month: first.slice(0, 7),
          booked: centsToEuros(m.bookedCents),
          earned: centsToEuros(m.earnedCents),
          earned_vat_excluded: centsToEuros(m.earnedVatExcludedCents),
          collected: centsToEuros(m.collectedCents),
          outstanding: centsToEuros(m.outstandingCents),
          cancelled: m.cancelled,
        };
      }),
    );
  }

  async function nextFreeDays(now: Date) {
    const dates = orderableDates(now);
    const [washers, ranges] =
      dates.length === 0
        ? [await listWashers(db), []]
        : await Promise.all([
            listWashers(db),
            findWasherBusyRanges(db, startOf(dates[0]!), startOf(addDays(dates.at(-1)!, 1))),
          ]);
    return washers.map((washer) => {
      // A block's stored end (15:59) lasts until its slot (16:00), as availability reads it.
      const own = ranges
        .filter((r) => r.washerId === washer.id)
        .map((r) => (r.kind === 'block' ? blockBusyRange(r) : r));
      const busy: BusyByDate = dates.length ? busyByDate(own, dates[0]!, dates.at(-1)!) : new Map();
      const date = dates.find(
        (d) => earliestFreeStartMinutes(busy.get(d)?.intervals ?? [], freeMinutesNeeded) !== null,
      );
      return {
        id: washer.id,
        name: washer.name,
        next_free_day: date ?? null,
        free_minutes: date ? WORKDAY_MINUTES - (busy.get(date)?.bookedMinutes ?? 0) : null,
      };
    });
  }

  async function dailyOrders(today: LocalDate) {
    const first = addDays(today, 1 - chartDays);
    const rows = await ordersCreatedBetween(db, startOf(first), startOf(addDays(today, 1)));
    const days = new Map(datesBetween(first, today).map((d) => [d, { count: 0, cents: 0 }]));
    for (const row of rows) {
      const day = days.get(helsinkiDate(row.created));
      if (!day) continue;
      day.count += 1;
      if (isBooked(row)) day.cents += row.totalCents;
    }
    return [...days].map(([date, d]) => ({
      date,
      count: d.count,
      revenue: centsToEuros(d.cents),
    }));
  }

  return {
    async get(): Promise<Dashboard> {
      const now = clock.now();
      const today = helsinkiDate(now);
      const weekStart = addDays(today, 1 - isoWeekday(today));
      const [ordersToday, ordersThisWeek, months, awaiting, washers, daily, attention] =
        await Promise.all([
          countJobsOn(db, today),
          countOrdersCreated(db, startOf(weekStart), startOf(addDays(weekStart, 7))),
          money(today),
          awaitingPaymentSummary(db, oldestAwaitingShown),
          nextFreeDays(now),
          dailyOrders(today),
          attentionCounts(db),
        ]);
      return {
        today,
        week_start: weekStart,
        month: today.slice(0, 7),
        orders_today: ordersToday,
        orders_this_week: ordersThisWeek,
        revenue_this_month: months[0]!.booked,
        money: months.map(({ cancelled: _cancelled, ...m }) => m),
        cancelled_this_month: months[0]!.cancelled,
        awaiting_payment: {
          count: awaiting.count,
          total: centsToEuros(awaiting.totalCents),
          oldest: awaiting.oldest.map((o) => ({
            id: o.id,
            created: o.created.toISOString(),
            customer_name: o.customerName,
            total_price_after_discount: centsToEuros(o.totalCents),
          })),
        },
        needs_new_time: attention.needsNewTime,
        needs_refund: attention.needsRefund,
        free_minutes_needed: freeMinutesNeeded,
        washers,
        daily_orders: daily,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
