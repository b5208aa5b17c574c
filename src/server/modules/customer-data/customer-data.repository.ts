import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import type { RetentionCutoff } from '#domain/order/retention.ts';
import type { Database } from '#server/db/client.ts';
import {
  customers,
  dataRequests,
  orderAddresses,
  orderEvents,
  orderMoney,
  orderPhotos,
  orders,
  outbox,
} from '#server/db/schema/index.ts';
import { erasedEmailDomain, erasedEmailOf, erasedEmailPrefix, erasedName } from './erased-values';

/** The address an order was made with, in any letter case (customers_email_lower_idx). */
const emailKey = sql<string>`lower(${customers.email})`;
/** The phone without spaces, dashes and brackets, with +358 or 00358 written as 0. */
const phoneKey = sql<string>`regexp_replace(regexp_replace(${customers.phone}, '[^0-9+]', '', 'g'), '^(\\+|00)358', '0')`;
/** The order id in an outbox message's payload ({orderId}). */
const payloadOrderId = sql<string>`${outbox.payload} ->> 'orderId'`;
const stillPersonal = isNull(orders.anonymisedAt);

// ---- export ----------------------------------------------------------------------------

/** Every order of an address that still has its personal data, oldest first, as stored. */
export async function findOrdersOfEmail(db: Database, email: string) {
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(emailKey, email.toLowerCase()), stillPersonal));
  return db.query.orders.findMany({
    where: inArray(orders.id, ids),
    orderBy: [asc(orders.created), asc(orders.id)],
    with: {
      customer: true,
      addresses: { orderBy: [asc(orderAddresses.type)] },
      items: { orderBy: (items, { asc: up }) => [up(items.sort), up(items.id)] },
      payments: { orderBy: (payments, { asc: up }) => [up(payments.created), up(payments.id)] },
    },
  });
}
export type StoredOrderOfEmail = Awaited<ReturnType<typeof findOrdersOfEmail>>[number];

/**
 * The payments and refunds of these orders (order_money), by day: what the customer paid and
 * got back, and how. Staff's notes and who recorded them are the company's, not the
 * customer's data, and stay out (decision 062).
 */
export async function findMoneyOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderMoney.orderId,
      kind: orderMoney.kind,
      amountCents: orderMoney.amountCents,
      onDay: orderMoney.onDay,
      method: orderMoney.method,
    })
    .from(orderMoney)
    .where(inArray(orderMoney.orderId, orderIds))
    .orderBy(asc(orderMoney.onDay), asc(orderMoney.id));
}
export type MoneyOfOrder = Awaited<ReturnType<typeof findMoneyOfOrders>>[number];

/** The mails (outbox topics mail.*) queued or sent about these orders, oldest first. */
export async function findMailsOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: payloadOrderId,
      topic: outbox.topic,
      created: outbox.created,
      sentAt: outbox.sentAt,
      attempts: outbox.attempts,
    })
    .from(outbox)
    .where(and(like(outbox.topic, 'mail.%'), inArray(payloadOrderId, orderIds.map(String))))
    .orderBy(asc(outbox.created), asc(outbox.id));
}

// ---- search ----------------------------------------------------------------------------

export interface CustomerQuery {
  /** ILIKE pattern of a part of the e-mail address. */
  emailPattern: string;
  /** LIKE pattern of the normalised phone number, or null when the query is no phone. */
  phonePattern: string | null;
}

export interface CustomerGroup {
  email: string;
  orderCount: number;
  /** Orders whose job day is today or later and that are not cancelled. */
  upcomingOrderCount: number;
  lastOrderAt: Date;
  names: string[];
  phones: string[];
}

/**
 * The addresses of the orders (with personal data) whose e-mail or phone matches, newest
 * order first, at most `limit`; each with every such order of the address counted.
 */
export async function searchCustomers(
  db: Database,
  query: CustomerQuery,
  limit: number,
  today: LocalDate,
): Promise<CustomerGroup[]> {
  const matches: SQL[] = [sql`${customers.email} ilike ${query.emailPattern}`];
  if (query.phonePattern) matches.push(sql`${phoneKey} like ${query.phonePattern}`);
  const matched = db
    .selectDistinct({ email: emailKey })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(stillPersonal, or(...matches)));
  const lastOrderAt = sql<Date>`max(${orders.created})`.mapWith(orders.created);
  const upcoming = sql<number>`count(*) filter (where ${orders.shippingDay} >= ${today} and ${orders.status} <> 'cancelled')`;
  const groups = await db
    .select({
      email: emailKey,
      orderCount: count(),
      upcomingOrderCount: upcoming.mapWith(Number),
      lastOrderAt,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(stillPersonal, inArray(emailKey, matched)))
    .groupBy(emailKey)
    .orderBy(desc(lastOrderAt), asc(emailKey))
    .limit(limit);
  if (groups.length === 0) return [];
  const contacts = await db
    .select({ email: emailKey, name: customers.name, phone: customers.phone })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        stillPersonal,
        inArray(
          emailKey,
          groups.map((g) => g.email),
        ),
      ),
    )
    .orderBy(desc(orders.created), desc(orders.id));
  const distinct = (values: string[]) => [...new Set(values)];
  return groups.map((g) => {
    const own = contacts.filter((c) => c.email === g.email);
    return {
      email: g.email,
      orderCount: g.orderCount,
      upcomingOrderCount: g.upcomingOrderCount,
      lastOrderAt: new Date(g.lastOrderAt),
      names: distinct(own.map((c) => c.name)),
      phones: distinct(own.map((c) => c.phone)),
    };
  });
}

// ---- erasure and retention -----------------------------------------------------------

export interface LockedOrder {
  id: number;
  customerId: number;
}

/** Locks the orders of an address that still have personal data (erasure waits for edits). */
export async function lockOrdersOfEmail(tx: Database, email: string): Promise<LockedOrder[]> {
  return tx
    .select({ id: orders.id, customerId: orders.customerId })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(emailKey, email.toLowerCase()), stillPersonal))
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
}

/**
 * Locks up to `limit` orders with personal data whose job day is before the cutoff: the
 * shipping day; for a mall order the starting month; with neither, the Helsinki day it was
 * created (before `createdBefore`). SKIP LOCKED: processes running the job at the same
 * time take different orders, and none waits for another.
 */
export async function lockOrdersPastRetention(
  tx: Database,
  cutoff: RetentionCutoff,
  createdBefore: Date,
  limit: number,
): Promise<LockedOrder[]> {
  const noDay = isNull(orders.shippingDay);
  return tx
    .select({ id: orders.id, customerId: orders.customerId })
    .from(orders)
    .where(
      and(
        stillPersonal,
        or(
          lt(orders.shippingDay, cutoff.day),
          and(
            noDay,
            isNotNull(orders.mallStartingMonth),
            lt(orders.mallStartingMonth, cutoff.month),
          ),
          and(noDay, isNull(orders.mallStartingMonth), lt(orders.created, createdBefore)),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Replaces the personal data of locked orders (decision 038), in the caller's transaction:
 * each order gets a customer row of its own with the placeholder name, no phone and an
 * address of its own under .invalid (so nothing links the orders any more), and the old
 * rows no order uses are deleted; every address's name and street become the placeholder
 * and its note (door code) goes; the order's message goes and anonymised_at is set; the
 * job's photos (issue 23: a home, its windows, maybe people) are deleted. Mails
 * still queued for them are dropped (they could reach no one) and the outbox's last errors
 * (an SMTP answer may quote the address) are cleared. Amounts, lines, dates, statuses,
 * postal codes, cities and the company's name and business id stay. Answers how many.
 */
export async function anonymiseOrders(
  tx: Database,
  locked: LockedOrder[],
  now: Date,
): Promise<number> {
  if (locked.length === 0) return 0;
  const ids = locked.map((o) => o.id);
  const fresh = await tx
    .insert(customers)
    .values(
      ids.map((id) => ({
        name: erasedName,
        phone: '',
        email: erasedEmailOf(id),
        created: now,
      })),
    )
    .returning({ id: customers.id });
  const updated = await tx
    .update(orders)
    .set({
      customerId: sql`${customers.id}`,
      additionalInfo: null,
      anonymisedAt: now,
      updatedAt: now,
    })
    .from(customers)
    .where(
      and(
        inArray(orders.id, ids),
        inArray(
          customers.id,
          fresh.map((c) => c.id),
        ),
        eq(
          customers.email,
          sql`${erasedEmailPrefix}::text || ${orders.id}::text || ${erasedEmailDomain}::text`,
        ),
      ),
    )
    .returning({ id: orders.id });
  await tx.delete(customers).where(
    and(
      inArray(customers.id, [...new Set(locked.map((o) => o.customerId))]),
      notExists(
        tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.customerId, sql`${customers.id}`)),
      ),
    ),
  );
  await tx
    .update(orderAddresses)
    .set({ name: erasedName, streetAddress: erasedName, message: null })
    .where(inArray(orderAddresses.orderId, ids));
  // The history's changes may quote the erased details (decision 045).
  await tx.update(orderEvents).set({ changes: {} }).where(inArray(orderEvents.orderId, ids));
  await tx.delete(orderPhotos).where(inArray(orderPhotos.orderId, ids));
  // A payment's or refund's note is typed by staff and may name the customer; the amounts,
  // days and methods stay for the bookkeeping (issue 24).
  await tx.update(orderMoney).set({ note: null }).where(inArray(orderMoney.orderId, ids));
  const idTexts = ids.map(String);
  await tx
    .delete(outbox)
    .where(
      and(isNull(outbox.sentAt), like(outbox.topic, 'mail.%'), inArray(payloadOrderId, idTexts)),
    );
  await tx
    .update(outbox)
    .set({ lastError: null })
    .where(and(isNotNull(outbox.lastError), inArray(payloadOrderId, idTexts)));
  return updated.length;
}

export interface NewDataRequest {
  kind: (typeof dataRequests.$inferInsert)['kind'];
  userId: number | null;
  subjectHash: string | null;
  orderCount: number;
  created: Date;
}

export async function insertDataRequest(db: Database, request: NewDataRequest): Promise<void> {
  await db.insert(dataRequests).values(request);
}
