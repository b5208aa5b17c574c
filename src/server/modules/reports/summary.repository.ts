/**
 * The period's other figures (issue 24 point 5): orders booked and their average, voided,
 * cancellations by reason, new and returning customers, the recurring and the
 * international-cleaner shares. Meanings: src/domain/reports/figures.ts.
 */
import { sql } from 'drizzle-orm';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import { queryRows, type Database } from '#server/db/client.ts';
import { isBooked, periodInstants } from './reports.repository';

const num = (v: unknown) => Number(v ?? 0);

/** Orders booked in [from, to] (by order day): count, sum, recurring, international. */
export async function bookedFigures(db: Database, from: LocalDate, to: LocalDate) {
  const { start, end } = periodInstants(from, to);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as n, coalesce(sum(o.total_price_after_discount_cents), 0) as cents,
      count(*) filter (where o.repeated_order) as recurring,
      count(*) filter (where o.international_cleaner) as international
    from orders o
    where ${isBooked} and o.created >= ${start}::timestamptz and o.created < ${end}::timestamptz`,
  );
  return {
    count: num(row?.n),
    cents: num(row?.cents),
    recurring: num(row?.recurring),
    international: num(row?.international),
  };
}

/** Orders voided in [from, to] (by the day they were voided). */
export async function voidedFigures(db: Database, from: LocalDate, to: LocalDate) {
  const { start, end } = periodInstants(from, to);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as n, coalesce(sum(o.total_price_after_discount_cents), 0) as cents
    from orders o
    where o.voided_at >= ${start}::timestamptz and o.voided_at < ${end}::timestamptz`,
  );
  return { count: num(row?.n), cents: num(row?.cents) };
}

/** Orders cancelled in [from, to] by reason ('' when none was given), most first. */
export async function cancellationsByReason(db: Database, from: LocalDate, to: LocalDate) {
  const { start, end } = periodInstants(from, to);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(trim(o.cancel_reason), '') as reason, count(*) as n
    from orders o
    where o.status = 'cancelled' and o.voided_at is null
      and o.cancelled_at >= ${start}::timestamptz and o.cancelled_at < ${end}::timestamptz
    group by 1 order by 2 desc, 1`,
  );
  return rows.map((r) => ({ reason: String(r.reason), count: num(r.n) }));
}

/**
 * The customers (by e-mail, letter case aside) of the orders booked in [from, to]: new when
 * they booked nothing before `from`, returning otherwise. Erased orders are left out.
 */
export async function newAndReturningCustomers(db: Database, from: LocalDate, to: LocalDate) {
  const { start, end } = periodInstants(from, to);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`with period as (
      select distinct lower(c.email) as email
      from orders o join customers c on c.id = o.customer_id
      where ${isBooked} and o.anonymised_at is null
        and o.created >= ${start}::timestamptz and o.created < ${end}::timestamptz
    ), returned as (
      select p.email from period p
      where exists (
        select 1 from customers c join orders o on o.customer_id = c.id
        where lower(c.email) = p.email and ${isBooked} and o.created < ${start}::timestamptz
      )
    )
    select (select count(*) from period) as total, (select count(*) from returned) as returning`,
  );
  const total = num(row?.total);
  const returning = num(row?.returning);
  return { new: total - returning, returning };
}
