/**
 * What invoice orders owe (figures.ts, outstanding): per order as of a day, for the
 * receivables list, and summed, for the dashboard and the summary. An order owes its total
 * less payments plus refunds made up to the day; once cancelled, its cancellation's charge
 * instead of its total (decision 094); nothing once voided, nor an unconfirmed next visit.
 */
import { sql } from 'drizzle-orm';
import type { Language } from '#contracts/messages.ts';
import { siteLanguageOf } from '#contracts/site-pages.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays, type LocalDate } from '#domain/calendar/local-date.ts';
import { queryRows, type Database } from '#server/db/client.ts';

function owedQuery(day: LocalDate) {
  const end = helsinkiInstant(addDays(day, 1)).toISOString();
  return sql`select o.id, o.order_number, o.language, o.invoiced_on::text as invoiced_on,
      o.shipping_day::text as shipping_day,
      (o.created at time zone 'Europe/Helsinki')::date::text as ordered_on,
      coalesce(o.company_name, c.name) as customer_name,
      (case when o.status = 'cancelled' and o.cancelled_at < ${end}::timestamptz
        then o.cancellation_charge_cents else o.total_price_after_discount_cents end)
        - coalesce(m.paid, 0) + coalesce(m.refunded, 0) as due
    from orders o
    join customers c on c.id = o.customer_id
    left join lateral (
      select sum(amount_cents) filter (where kind = 'payment') as paid,
        sum(amount_cents) filter (where kind = 'refund') as refunded
      from order_money where order_id = o.id and on_day <= ${day}
    ) m on true
    where o.payment_type = 'bill'
      and o.created < ${end}::timestamptz
      and (o.voided_at is null or o.voided_at >= ${end}::timestamptz)
      and o.status <> 'proposed'`;
}

export interface OwedRow {
  orderId: number;
  orderNumber: string;
  language: Language;
  invoicedOn: string | null;
  jobDay: string | null;
  orderedOn: string;
  customerName: string;
  dueCents: number;
}

/** The invoice orders owing something at the end of `day`, with what they owe. */
export async function findOwedOrders(db: Database, day: LocalDate): Promise<OwedRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from (${owedQuery(day)}) owed where due > 0`,
  );
  return rows.map(toOwedRow);
}

/** What one order owes at the end of `day` (0 when nothing, or not an invoice order). */
export async function findOwedOrder(
  db: Database,
  day: LocalDate,
  orderId: number,
): Promise<OwedRow | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from (${owedQuery(day)}) owed where id = ${orderId} and due > 0`,
  );
  return rows[0] ? toOwedRow(rows[0]) : null;
}

/** The sum of what invoice orders owe at the end of `day`, and how many owe it. */
export async function sumOwed(db: Database, day: LocalDate) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as n, coalesce(sum(due), 0) as cents from (${owedQuery(day)}) owed where due > 0`,
  );
  return { count: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
}

function toOwedRow(r: Record<string, unknown>): OwedRow {
  return {
    orderId: Number(r.id),
    orderNumber: String(r.order_number),
    language: siteLanguageOf(r.language as string | null),
    invoicedOn: (r.invoiced_on as string | null) ?? null,
    jobDay: (r.shipping_day as string | null) ?? null,
    orderedOn: String(r.ordered_on),
    customerName: String(r.customer_name),
    dueCents: Number(r.due),
  };
}

/** Whether the order exists (a reminder of an unknown order is 404, of a paid one 409). */
export async function orderExists(db: Database, orderId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from orders where id = ${orderId}`);
  return rows.length > 0;
}

/** The reminder in the order's history, in the transaction that queues its mail. */
export async function recordReminder(
  db: Database,
  event: {
    orderId: number;
    actor: { id: number; name: string };
    at: Date;
    changes: Record<string, unknown>;
  },
): Promise<void> {
  await db.execute(
    sql`insert into order_events (order_id, action, actor_user_id, actor_name, changes, at)
      values (${event.orderId}, 'payment_reminder', ${event.actor.id}, ${event.actor.name},
        ${JSON.stringify(event.changes)}::jsonb, ${event.at.toISOString()}::timestamptz)`,
  );
}
