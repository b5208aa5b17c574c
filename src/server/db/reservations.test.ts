import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgConstraint, pgErrorCode, pgErrorCodes } from './client';
import type { Database } from './database';
import {
  customers,
  orders,
  reservationOverlapConstraint,
  washerReservations,
  washers,
} from './schema';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testOrderNumber } from '#server/test-support/order-number.ts';

const at = (time: string) => new Date(`2025-03-03T${time}:00+02:00`);

async function makeOrder(db: Database): Promise<number> {
  const [customer] = await db
    .insert(customers)
    .values({ name: 'Testi Asiakas', phone: '+358401234567', email: 'testi@example.fi' })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer!.id,
      orderNumber: testOrderNumber(),
      paymentType: 'online',
      basePriceCents: 4900,
      totalPriceCents: 9900,
      totalPriceAfterDiscountCents: 9900,
      quantities: { windows: [] } as never,
    })
    .returning();
  return order!.id;
}

describe('washer reservations', () => {
  let database: TestDatabase;
  let washerA: number;
  let washerB: number;
  let orderId: number;
  const reserve = (washerId: number, from: string, to: string) =>
    database.db
      .insert(washerReservations)
      .values({ washerId, orderId, during: { start: at(from), end: at(to) } })
      .returning();

  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = await database.db
      .insert(washers)
      .values([{ name: 'Pesijä A' }, { name: 'Pesijä B' }])
      .returning();
    [washerA, washerB] = rows.map((w) => w.id) as [number, number];
    orderId = await makeOrder(database.db);
    await reserve(washerA, '08:00', '10:00');
  });
  afterAll(() => database.close());

  it('refuse an overlapping reservation of the same washer', async () => {
    const error = await reserve(washerA, '09:30', '11:00').catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe(pgErrorCodes.exclusionViolation);
    expect(pgConstraint(error)).toBe(reservationOverlapConstraint);
    const inside = await reserve(washerA, '08:30', '09:00').catch((e: unknown) => e);
    expect(pgErrorCode(inside)).toBe(pgErrorCodes.exclusionViolation);
  });

  it('allow adjacent reservations and other washers at the same time', async () => {
    await expect(reserve(washerA, '10:00', '12:00')).resolves.toHaveLength(1);
    await expect(reserve(washerA, '07:00', '08:00')).resolves.toHaveLength(1);
    await expect(reserve(washerB, '08:00', '10:00')).resolves.toHaveLength(1);
  });

  it('read the range back as instants', async () => {
    const rows = await database.db.select().from(washerReservations);
    const first = rows.find(
      (r) => r.washerId === washerA && r.during.end.getTime() === at('10:00').getTime(),
    );
    expect(first?.during.start.toISOString()).toBe('2025-03-03T06:00:00.000Z');
  });

  it('refuse an empty range', async () => {
    const error = await reserve(washerB, '13:00', '13:00').catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe(pgErrorCodes.checkViolation);
  });
});
