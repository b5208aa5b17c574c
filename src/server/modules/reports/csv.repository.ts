/**
 * The bookkeeper's CSV in batches (issue 24 point 6): keyset pages, so a year of orders is
 * never in memory at once, on PGlite and pg alike. Orders by job day then id (the shipping-day
 * index), mall orders (no job day) by id, then the money rows by day then id.
 */
import { sql } from 'drizzle-orm';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import { jobStatuses } from '#domain/reports/figures.ts';
import { queryRows, type Database } from '#server/db/client.ts';
import { jobDay, jobDayIn, list } from './reports.repository';

export interface CsvOrder {
  id: number;
  orderNumber: string;
  orderedOn: string;
  jobDay: string;
  invoicedOn: string | null;
  customerName: string;
  businessId: string | null;
  paymentType: string;
  status: string;
  totalCents: number;
}

export interface CsvLine {
  orderId: number;
  name: string;
  amount: number;
  unitCents: number;
  itemId: string;
}

/** Where the previous page ended: the job day (or '' for mall orders) and the id. */
export interface OrderCursor {
  mall: boolean;
  day: string;
  id: number;
}

const orderColumns = sql`o.id, o.order_number, ${jobDay}::text as job_day,
  (o.created at time zone 'Europe/Helsinki')::date::text as ordered_on,
  o.invoiced_on::text as invoiced_on, coalesce(o.company_name, c.name) as customer_name,
  o.company_vat, o.payment_type, o.status, o.total_price_after_discount_cents`;

/** The next page of the period's standing jobs after `after`. */
export async function ordersPage(
  db: Database,
  from: LocalDate,
  to: LocalDate,
  after: OrderCursor,
  size: number,
): Promise<CsvOrder[]> {
  const stands = sql`o.status in (${list(jobStatuses)}) and o.voided_at is null`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    after.mall
      ? sql`select ${orderColumns} from orders o join customers c on c.id = o.customer_id
          where ${jobDayIn(from, to)} and o.shipping_day is null and ${stands} and o.id > ${after.id}
          order by o.id limit ${size}`
      : sql`select ${orderColumns} from orders o join customers c on c.id = o.customer_id
          where o.shipping_day >= ${after.day || from} and o.shipping_day <= ${to} and ${stands}
            and (o.shipping_day > ${after.day || from} or o.id > ${after.id})
          order by o.shipping_day, o.id limit ${size}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    orderNumber: String(r.order_number),
    orderedOn: String(r.ordered_on),
    jobDay: String(r.job_day),
    invoicedOn: (r.invoiced_on as string | null) ?? null,
    customerName: String(r.customer_name),
    businessId: (r.company_vat as string | null) ?? null,
    paymentType: String(r.payment_type),
    status: String(r.status),
    totalCents: Number(r.total_price_after_discount_cents),
  }));
}

/** The lines of some orders, in each order's own order. */
export async function linesOf(db: Database, orderIds: readonly number[]): Promise<CsvLine[]> {
  if (orderIds.length === 0) return [];
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select order_id, name, amount, discount_price_cents, easoft_item_id from order_items
      where order_id in (${ids}) order by order_id, sort, id`,
  );
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    name: String(r.name),
    amount: Number(r.amount),
    unitCents: Number(r.discount_price_cents),
    itemId: String(r.easoft_item_id),
  }));
}

export interface CsvMoney {
  id: number;
  kind: 'payment' | 'refund';
  amountCents: number;
  onDay: string;
  method: string;
  order: CsvOrder;
}

/** The next page of the period's payments and refunds (of orders not voided). */
export async function moneyPage(
  db: Database,
  from: LocalDate,
  to: LocalDate,
  after: { day: string; id: number },
  size: number,
): Promise<CsvMoney[]> {
  const start = after.day || from;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select m.id as money_id, m.kind, m.amount_cents, m.on_day::text as on_day, m.method,
        ${orderColumns}
      from order_money m join orders o on o.id = m.order_id join customers c on c.id = o.customer_id
      where m.on_day >= ${start} and m.on_day <= ${to} and o.voided_at is null
        and (m.on_day > ${start} or m.id > ${after.id})
      order by m.on_day, m.id limit ${size}`,
  );
  return rows.map((r) => ({
    id: Number(r.money_id),
    kind: r.kind === 'refund' ? 'refund' : 'payment',
    amountCents: Number(r.amount_cents),
    onDay: String(r.on_day),
    method: String(r.method),
    order: {
      id: Number(r.id),
      orderNumber: String(r.order_number),
      orderedOn: String(r.ordered_on),
      jobDay: String(r.job_day),
      invoicedOn: (r.invoiced_on as string | null) ?? null,
      customerName: String(r.customer_name),
      businessId: (r.company_vat as string | null) ?? null,
      paymentType: String(r.payment_type),
      status: String(r.status),
      totalCents: Number(r.total_price_after_discount_cents),
    },
  }));
}
