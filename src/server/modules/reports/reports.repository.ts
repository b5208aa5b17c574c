/**
 * The reports' reads (issue 24 points 4 and 5): sums per day and washer over a period, the
 * washers' blocks, the period's other figures. The figures' meanings are
 * src/domain/reports/figures.ts; every query here counts by them. Days are Helsinki days;
 * sums come back as strings from pg and numbers from PGlite, so every one goes through Number.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { earnedStatus, jobStatuses, notBookedStatuses } from '#domain/reports/figures.ts';
import { queryRows, type Database } from '#server/db/client.ts';

export const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The instants of the Helsinki days [from, to]: [start of from, start of the day after to). */
export const periodInstants = (from: LocalDate, to: LocalDate) => ({
  start: helsinkiInstant(from).toISOString(),
  end: helsinkiInstant(addDays(to, 1)).toISOString(),
});

/** An order's job day: its shipping day, or (a mall order) the first day of its starting month. */
export const jobDay = sql`coalesce(o.shipping_day, to_date(o.mall_starting_month || '-01', 'YYYY-MM-DD'))`;

/** Orders whose job day is in [from, to]: the shipping-day index, and mall orders apart. */
export function jobDayIn(from: LocalDate, to: LocalDate): SQL {
  const { firstMonth, lastMonth } = mallMonths(from, to);
  return sql`(o.shipping_day between ${from} and ${to}
    or (o.shipping_day is null and o.mall_starting_month between ${firstMonth} and ${lastMonth}))`;
}

/** The starting months of the mall orders whose job day (the month's first) is in [from, to]. */
function mallMonths(from: LocalDate, to: LocalDate) {
  return {
    firstMonth: from.endsWith('-01') ? from.slice(0, 7) : nextMonth(from),
    lastMonth: to.slice(0, 7),
  };
}

function nextMonth(day: LocalDate): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Booked (figures.ts): an order that stands, by the instant it was made. */
export const isBooked = sql`o.status not in (${list(notBookedStatuses)}) and o.voided_at is null`;

/**
 * How finely the report's SQL sums (decision 062): per day, or already per row of the report
 * (by month, ISO week or washer), so a year comes back as hundreds of sums, not tens of
 * thousands. A bucket is named by a day inside the period that falls in it: the first day of
 * its month or ISO week (Monday), or `from` when that is later; by washer (or for the totals
 * alone) every day is `from`. The fold (src/domain/reports/revenue-rows.ts) keys each by that
 * day, so the figures are the same whichever grouping summed them.
 */
export type SumGrouping = 'day' | 'month' | 'week' | 'washer';

function bucket(day: SQL, by: SumGrouping, from: LocalDate): SQL {
  switch (by) {
    case 'day':
      return day;
    case 'month':
      return sql`greatest(date_trunc('month', (${day})::timestamp)::date, ${from}::date)`;
    case 'week':
      return sql`greatest(date_trunc('week', (${day})::timestamp)::date, ${from}::date)`;
    case 'washer':
      return sql`${from}::date`;
  }
}

export interface DayWasherRow {
  day: string;
  cleanerId: number | null;
  jobs: number;
  jobMinutes: number;
  doneJobs: number;
  earnedCents: number;
  paymentsCents: number;
  refundsCents: number;
  cancelled: number;
}

const num = (v: unknown) => Number(v ?? 0);
const cleaner = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Jobs, their minutes and the earned sum per job day and washer. Orders with a shipping day
 * are summed from the covering index orders_report_day_idx alone (migration 0021); the few
 * mall orders (no shipping day: their job day is their starting month's first) apart.
 */
async function jobsByDay(db: Database, from: LocalDate, to: LocalDate, by: SumGrouping) {
  const sums = sql`count(*) filter (where o.status in (${list(jobStatuses)})) as jobs,
      coalesce(sum(o.washing_time) filter (where o.status in (${list(jobStatuses)})), 0) as minutes,
      count(*) filter (where o.status = ${earnedStatus}) as done,
      coalesce(sum(o.total_price_after_discount_cents) filter (where o.status = ${earnedStatus}), 0) as earned`;
  const { firstMonth, lastMonth } = mallMonths(from, to);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select d.day::text as day, d.cleaner_id, d.jobs, d.minutes, d.done, d.earned from (
      select ${bucket(sql`o.shipping_day`, by, from)} as day, o.cleaner_id, ${sums}
      from orders o
      where o.shipping_day between ${from} and ${to} and o.voided_at is null
      group by 1, 2
    union all
      select ${bucket(jobDay, by, from)} as day, o.cleaner_id, ${sums}
      from orders o
      where o.shipping_day is null and o.mall_starting_month between ${firstMonth} and ${lastMonth}
        and o.voided_at is null
      group by 1, 2
    ) d`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    cleanerId: cleaner(r.cleaner_id),
    jobs: num(r.jobs),
    jobMinutes: num(r.minutes),
    doneJobs: num(r.done),
    earnedCents: num(r.earned),
  }));
}

/** Payments and refunds per payment day and the order's washer (voided orders left out). */
async function moneyByDay(db: Database, from: LocalDate, to: LocalDate, by: SumGrouping) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${bucket(sql`m.on_day`, by, from)}::text as day, o.cleaner_id,
      coalesce(sum(m.amount_cents) filter (where m.kind = 'payment'), 0) as payments,
      coalesce(sum(m.amount_cents) filter (where m.kind = 'refund'), 0) as refunds
    from order_money m join orders o on o.id = m.order_id
    where m.on_day between ${from} and ${to} and o.voided_at is null
    group by 1, 2`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    cleanerId: cleaner(r.cleaner_id),
    paymentsCents: num(r.payments),
    refundsCents: num(r.refunds),
  }));
}

/** Orders cancelled per Helsinki day of cancelling and washer. */
async function cancelledByDay(db: Database, from: LocalDate, to: LocalDate, by: SumGrouping) {
  const { start, end } = periodInstants(from, to);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${bucket(sql`(o.cancelled_at at time zone 'Europe/Helsinki')::date`, by, from)}::text as day, o.cleaner_id,
      count(*) as n
    from orders o
    where o.status = 'cancelled' and o.voided_at is null
      and o.cancelled_at >= ${start}::timestamptz and o.cancelled_at < ${end}::timestamptz
    group by 1, 2`,
  );
  return rows.map((r) => ({ day: String(r.day), cleanerId: cleaner(r.cleaner_id), n: num(r.n) }));
}

/**
 * Every figure of the revenue report per washer and day (or per washer and bucket: `by`),
 * over [from, to].
 */
export async function figuresByDayAndWasher(
  db: Database,
  from: LocalDate,
  to: LocalDate,
  by: SumGrouping = 'day',
): Promise<DayWasherRow[]> {
  const [jobs, money, cancelled] = await Promise.all([
    jobsByDay(db, from, to, by),
    moneyByDay(db, from, to, by),
    cancelledByDay(db, from, to, by),
  ]);
  // Tens of thousands of rows a year: each is made as one literal of one shape (a spread of
  // defaults made slow dictionary objects and most of the report's time, decision 062).
  const out: DayWasherRow[] = [];
  for (const r of jobs) {
    out.push({
      day: r.day,
      cleanerId: r.cleanerId,
      jobs: r.jobs,
      jobMinutes: r.jobMinutes,
      doneJobs: r.doneJobs,
      earnedCents: r.earnedCents,
      paymentsCents: 0,
      refundsCents: 0,
      cancelled: 0,
    });
  }
  for (const r of money) {
    out.push({
      day: r.day,
      cleanerId: r.cleanerId,
      jobs: 0,
      jobMinutes: 0,
      doneJobs: 0,
      earnedCents: 0,
      paymentsCents: r.paymentsCents,
      refundsCents: r.refundsCents,
      cancelled: 0,
    });
  }
  for (const r of cancelled) {
    out.push({
      day: r.day,
      cleanerId: r.cleanerId,
      jobs: 0,
      jobMinutes: 0,
      doneJobs: 0,
      earnedCents: 0,
      paymentsCents: 0,
      refundsCents: 0,
      cancelled: r.n,
    });
  }
  return out;
}

/** The washers, by name. */
export async function listWashers(db: Database) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, name from washers order by lower(name), id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}

/** The washers' blocks overlapping [from, to]. */
export async function findWasherBlocks(db: Database, from: LocalDate, to: LocalDate) {
  const { start, end } = periodInstants(from, to);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select c.washer_id, extract(epoch from d.start_datetime) * 1000 as start_ms,
      extract(epoch from d.end_datetime) * 1000 as end_ms
    from disabled_dates d join calendars c on c.id = d.calendar_id
    where c.washer_id is not null
      and d.start_datetime < ${end}::timestamptz and d.end_datetime > ${start}::timestamptz`,
  );
  return rows.map((r) => ({
    washerId: Number(r.washer_id),
    start: new Date(Number(r.start_ms)),
    end: new Date(Number(r.end_ms)),
  }));
}
