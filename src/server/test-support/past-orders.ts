/** Orders stored years ago (the checkout offers no past days), for the retention tests. */
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import type { Database } from '../db/client';
import { customers, orderAddresses, orderItems, orders } from '../db/schema';
import { testOrderNumber } from './order-number';

export interface PastJob {
  shippingDay?: string;
  mallStartingMonth?: string;
  created: string;
}

/** A confirmed order of 123,45 € with its customer, address (door code) and message. */
export async function insertPastOrder(db: Database, job: PastJob, customerId?: number) {
  const [customer] = customerId
    ? [{ id: customerId }]
    : await db
        .insert(customers)
        .values({ name: 'Vanha Asiakas', phone: '040 111 2222', email: 'vanha@example.fi' })
        .returning({ id: customers.id });
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer!.id,
      orderNumber: testOrderNumber(),
      status: 'confirmed',
      created: new Date(job.created),
      updatedAt: new Date(job.created),
      shippingDay: job.shippingDay ?? null,
      startTime: job.shippingDay ? '08:00:00' : null,
      mallName: job.mallStartingMonth ? 'itis' : null,
      mallStartingMonth: job.mallStartingMonth ?? null,
      washingTime: 60,
      cleanerId: 1,
      paymentType: 'bill',
      invoiceChannel: 'email',
      basePriceCents: 4900,
      totalPriceCents: 12_345,
      totalPriceAfterDiscountCents: 12_345,
      additionalInfo: 'Avain postilaatikossa',
      quantities: emptyQuantities,
    })
    .returning({ id: orders.id });
  await db.insert(orderAddresses).values({
    orderId: order!.id,
    type: 'shipping',
    name: 'Vanha Asiakas',
    streetAddress: 'Vanhatie 3',
    postalCode: '00100',
    city: 'Helsinki',
    message: 'Ovikoodi 1111',
  });
  await db.insert(orderItems).values({
    orderId: order!.id,
    name: 'Ikkunanpesu',
    amount: 1,
    priceCents: 12_345,
    discountPriceCents: 12_345,
    easoftItemId: '700450',
  });
  return { orderId: order!.id, customerId: customer!.id };
}
