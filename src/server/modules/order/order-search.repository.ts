/**
 * The orders search (issue 14, decision 046): the ids of the orders whose reference,
 * customer's name, e-mail or phone, or shipping address's street, postal code or city holds
 * the typed text (any case; the reference from 6 hex digits on), or whose id it is. Each branch reads one table through its
 * trigram index (migration 0012); the union of their ids filters the list.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  containsPattern,
  isReferencePart,
  searchOrderId,
  searchPhoneDigits,
} from '#domain/order/order-search.ts';
import { customers, orderAddresses, orders } from '#server/db/schema/index.ts';

/**
 * `in`: the union as a semi-join the planner may turn into a scan of every order; `array`:
 * the union read once into an array and the orders fetched by their keys (the list's search
 * path, decision 056).
 */
export function orderSearchCondition(text: string, form: 'in' | 'array' = 'in'): SQL {
  const pattern = containsPattern(text);
  const digits = searchPhoneDigits(text);
  const id = searchOrderId(text);
  // One select per customer column, each planned on its own index: with the columns OR-ed
  // in one join, PostgreSQL chose a parallel scan of every customer (decision 046).
  const customerIds = [
    sql`select ${customers.id} from ${customers} where ${customers.name} ilike ${pattern}`,
    sql`select ${customers.id} from ${customers} where ${customers.email} ilike ${pattern}`,
  ];
  if (digits) {
    customerIds.push(
      sql`select ${customers.id} from ${customers}
        where search_phone_digits(${customers.phone}) like ${containsPattern(digits)}`,
    );
  }
  const branches = [
    sql`select ${orders.id} from ${orders}
      where ${orders.customerId} in (${sql.join(customerIds, sql` union `)})`,
    sql`select ${orderAddresses.orderId} from ${orderAddresses}
      where ${orderAddresses.type} = 'shipping' and (${orderAddresses.streetAddress} ilike ${pattern}
        or ${orderAddresses.postalCode} ilike ${pattern} or ${orderAddresses.city} ilike ${pattern})`,
  ];
  if (isReferencePart(text)) {
    branches.push(
      sql`select ${orders.id} from ${orders} where ${orders.reference} ilike ${pattern}`,
    );
  }
  // The order number people read out (K-2026-004217), whole: its unique index.
  const orderNumber = text.trim().toUpperCase();
  if (/^K-\d{4}-\d{6}$/.test(orderNumber)) {
    branches.push(
      sql`select ${orders.id} from ${orders} where ${orders.orderNumber} = ${orderNumber}`,
    );
  }
  // The id as one more branch: an OR beside the IN would make PostgreSQL scan every order.
  if (id !== null) branches.push(sql`select cast(${id} as integer)`);
  const union = sql.join(branches, sql` union `);
  return form === 'array'
    ? sql`${orders.id} = any(array(${union}))`
    : sql`${orders.id} in (${union})`;
}
