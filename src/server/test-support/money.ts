/**
 * Money rows and orders for the reports' tests (issue 24): order_money rows written as the
 * money service of h-money-core writes them (kind, amount_cents, on_day, method), and order
 * rows with just the facts the reports read, so the reports are tested apart from the routes
 * that record payments.
 */
import { testOrderNumber } from './order-number';
import { sql } from 'drizzle-orm';
import type { Language } from '#contracts/messages.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import type { Database } from '../db/client';
import {
  calendars,
  customers,
  disabledDates,
  orderItems,
  orderMoney,
  orders,
  washers,
} from '../db/schema';

export interface MoneyRow {
  kind: 'payment' | 'refund';
  amountCents: number;
  onDay: string;
  method?: 'online' | 'bank_transfer' | 'cash' | 'card' | 'other';
  note?: string;
}

/** A payment or a refund of an order, as recorded by staff (or by Paytrail for 'online'). */
export async function insertMoney(db: Database, orderId: number, row: MoneyRow): Promise<void> {
  await db.insert(orderMoney).values({
    orderId,
    kind: row.kind,
    amountCents: row.amountCents,
    onDay: row.onDay,
    method: row.method ?? 'bank_transfer',
    note: row.note ?? null,
    recordedByName: 'Testi Toimisto',
  });
}

export interface ReportOrder {
  created: string;
  status?: 'confirmed' | 'done' | 'cancelled' | 'needs_new_time' | 'awaiting_payment' | 'proposed';
  paymentType?: 'bill' | 'online';
  totalCents: number;
  shippingDay?: string | null;
  mallStartingMonth?: string;
  cleanerId?: number | null;
  washingTime?: number;
  cancelledAt?: string;
  cancelReason?: string;
  voidedAt?: string;
  invoicedOn?: string;
  name?: string;
  email?: string;
  companyName?: string;
  companyVat?: string;
  repeated?: boolean;
  international?: boolean;
  language?: Language;
  /** Lines: name, amount, unit cents, accounting item id. */
  lines?: { name: string; amount: number; unitCents: number; itemId: string }[];
}

/** An order row (and its customer and lines) with the facts the reports read. */
export async function insertReportOrder(db: Database, o: ReportOrder): Promise<number> {
  const [customer] = await db
    .insert(customers)
    .values({
      name: o.name ?? 'Testi Asiakas',
      phone: '+358401234567',
      email: o.email ?? 'testi@example.fi',
    })
    .returning({ id: customers.id });
  const [row] = await db
    .insert(orders)
    .values({
      created: new Date(o.created),
      orderNumber: testOrderNumber(),
      status: o.status ?? 'confirmed',
      customerId: customer!.id,
      paymentType: o.paymentType ?? 'bill',
      basePriceCents: o.totalCents,
      totalPriceCents: o.totalCents,
      totalPriceAfterDiscountCents: o.totalCents,
      quantities: emptyQuantities,
      shippingDay: o.shippingDay ?? null,
      startTime: o.shippingDay ? '08:00' : null,
      mallStartingMonth: o.mallStartingMonth ?? null,
      cleanerId: o.cleanerId ?? null,
      washingTime: o.washingTime ?? 0,
      cancelledAt: o.cancelledAt ? new Date(o.cancelledAt) : null,
      cancelReason: o.cancelReason ?? null,
      voidedAt: o.voidedAt ? new Date(o.voidedAt) : null,
      voidReason: o.voidedAt ? 'test' : null,
      invoicedOn: o.invoicedOn ?? null,
      companyName: o.companyName ?? null,
      companyVat: o.companyVat ?? null,
      repeatedOrder: o.repeated ?? false,
      internationalCleaner: o.international ?? false,
      language: o.language ?? 'fi',
      customerKind: o.companyName ? 'company' : 'private',
    })
    .returning({ id: orders.id });
  const id = row!.id;
  if (o.lines?.length) {
    await db.insert(orderItems).values(
      o.lines.map((line, sort) => ({
        orderId: id,
        name: line.name,
        amount: line.amount,
        priceCents: line.unitCents,
        discountPriceCents: line.unitCents,
        easoftItemId: line.itemId,
        sort,
      })),
    );
  }
  return id;
}

/** A washer with a calendar, and its blocks. */
export async function insertWasher(
  db: Database,
  name: string,
  blocks: { start: string; end: string }[] = [],
): Promise<number> {
  const [washer] = await db.insert(washers).values({ name }).returning({ id: washers.id });
  const [calendar] = await db
    .insert(calendars)
    .values({ name, washerId: washer!.id })
    .returning({ id: calendars.id });
  if (blocks.length) {
    await db.insert(disabledDates).values(
      blocks.map((b) => ({
        calendarId: calendar!.id,
        startDatetime: new Date(b.start),
        endDatetime: new Date(b.end),
      })),
    );
  }
  return washer!.id;
}

/**
 * `count` confirmed invoice orders in one statement: the i-th (from 0) costs 10.00 + i cents
 * and has its job on day (i mod 28) + 1 of `month` ('YYYY-MM'), with one customer for all.
 */
export async function insertManyOrders(
  db: Database,
  count: number,
  month: string,
  cleanerId: number,
): Promise<void> {
  const [customer] = await db
    .insert(customers)
    .values({ name: 'Monta Tilausta', phone: '+358401234567', email: 'monta@example.fi' })
    .returning({ id: customers.id });
  // Orders have no number by default (migration 0019): each gets a test number of its own.
  await db.execute(sql`insert into orders (created, order_number, status, customer_id,
      payment_type, base_price_cents, total_price_cents, total_price_after_discount_cents,
      quantities, shipping_day, start_time, cleaner_id)
    select ${`${month}-01T06:00:00Z`}::timestamptz,
      'T-' || replace(gen_random_uuid()::text, '-', ''), 'confirmed', ${customer!.id}, 'bill',
      1000 + i, 1000 + i, 1000 + i, ${JSON.stringify(emptyQuantities)}::jsonb,
      ${`${month}-01`}::date + (i % 28), '08:00', ${cleanerId}
    from generate_series(0, ${count - 1}) as i`);
}
