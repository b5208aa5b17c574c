/**
 * Booked jobs written straight into the database (customer, order, shipping address and
 * the washer's reservation): the dispatch board's, the calendar feed's and the block
 * check's tests need jobs at chosen times and statuses without going through checkout.
 */
import { eq } from 'drizzle-orm';
import type { Language } from '#contracts/messages.ts';
import type { OrderStatus } from '#domain/order/order-life.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { helsinkiClockMinutes, helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { formatTimeOfDay } from '#domain/calendar/time-of-day.ts';
import type { Database } from '#server/db/client.ts';
import {
  calendars,
  customers,
  orderAddresses,
  orders,
  washerReservations,
  washers,
} from '#server/db/schema/index.ts';
import { testOrderNumber } from './order-number';

export interface BookedJob {
  washerId: number;
  start: string;
  end: string;
  status?: OrderStatus;
  name?: string;
  phone?: string;
  street?: string;
  message?: string | null;
  /** The office's note for the washer (orders.additional_info). */
  noteForWasher?: string | null;
  paymentType?: 'bill' | 'online';
  language?: Language;
  email?: string;
}

export async function bookJob(db: Database, job: BookedJob) {
  const start = new Date(job.start);
  const end = new Date(job.end);
  const [customer] = await db
    .insert(customers)
    .values({
      name: job.name ?? 'Aino Asiakas',
      phone: job.phone ?? '+358401234567',
      email: job.email ?? 'aino@example.fi',
    })
    .returning();
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  const [order] = await db
    .insert(orders)
    .values({
      status: job.status ?? 'confirmed',
      orderNumber: testOrderNumber(),
      customerId: customer!.id,
      paymentType: job.paymentType ?? 'bill',
      additionalInfo: job.noteForWasher ?? null,
      language: job.language ?? 'fi',
      basePriceCents: 10_000,
      totalPriceCents: 10_000,
      totalPriceAfterDiscountCents: 10_000,
      quantities: emptyQuantities,
      shippingDay: helsinkiDate(start),
      startTime: `${formatTimeOfDay(Math.floor(helsinkiClockMinutes(start)))}:00`,
      washingTime: minutes,
      cleanerId: job.washerId,
    })
    .returning();
  await db.insert(orderAddresses).values({
    orderId: order!.id,
    type: 'shipping',
    name: job.name ?? 'Aino Asiakas',
    streetAddress: job.street ?? 'Mannerheimintie 1',
    postalCode: '00100',
    city: 'Helsinki',
    message: job.message === undefined ? 'Ovikoodi 1234' : job.message,
  });
  await db
    .insert(washerReservations)
    .values({ washerId: job.washerId, orderId: order!.id, during: { start, end } });
  return order!;
}

/** The demo washers by id, each with its calendar's id. */
export async function washersWithCalendars(db: Database) {
  return db
    .select({ id: washers.id, name: washers.name, calendarId: calendars.id })
    .from(washers)
    .innerJoin(calendars, eq(calendars.washerId, washers.id))
    .orderBy(washers.id);
}
