import { emptyQuantities } from '#domain/order/order-quantities.ts';
import type { Database } from '../db/client';
import { customers, orders } from '../db/schema';
import { testOrderNumber } from './order-number';

/**
 * Bare order rows for tests that need an order to refer to (reservations), before the
 * order module exists to create real ones. Prices and quantities are placeholders.
 */
export async function insertTestOrders(db: Database, count = 1): Promise<number[]> {
  const [customer] = await db
    .insert(customers)
    .values({ name: 'Testi Asiakas', phone: '+358401234567', email: 'testi@example.fi' })
    .returning({ id: customers.id });
  if (!customer) throw new Error('customer not inserted');
  const rows = await db
    .insert(orders)
    .values(
      Array.from({ length: count }, () => ({
        customerId: customer.id,
        orderNumber: testOrderNumber(),
        paymentType: 'online' as const,
        basePriceCents: 4900,
        totalPriceCents: 9900,
        totalPriceAfterDiscountCents: 9900,
        quantities: emptyQuantities,
      })),
    )
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}
