import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgConstraint, pgErrorCode, pgErrorCodes, ping, queryRows } from './client';
import type { Database } from './database';
import { customers, discounts, orders, users } from './schema';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testOrderNumber } from '#server/test-support/order-number.ts';

const tables = [
  'calendars', 'counter_configs', 'counter_windows', 'customers', 'data_requests', 'disabled_dates', 'discounts',
  'login_failures', 'maintaining_groups', 'malls', 'notifications', 'order_addresses', 'order_events',
  'order_items', 'order_money', 'order_number_counters', 'order_photos', 'orders',
  'outbox', 'payments', 'postal_area_codes', 'postal_area_version', 'postal_areas', 'rate_counters',
  'refresh_sessions', 'shop_settings', 'users',
  'washer_calendar_versions', 'washer_postal_areas', 'washer_reservations', 'washers',
]; // prettier-ignore

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('create every table on a fresh database', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' order by table_name`,
    );
    // Sorted here: the server's collation may or may not ignore underscores.
    expect(rows.map((r) => r.table_name).sort()).toEqual([...tables].sort());
    await expect(ping(database.db)).resolves.toBeUndefined();
  });

  it('give orders an unguessable unique reference and refuse an unknown status', async () => {
    const [customer] = await database.db
      .insert(customers)
      .values({ name: 'Maija Meikäläinen', phone: '+358401234567', email: 'maija@example.fi' })
      .returning();
    const order = {
      orderNumber: testOrderNumber(),
      customerId: customer!.id,
      paymentType: 'bill' as const,
      basePriceCents: 4900,
      totalPriceCents: 9900,
      totalPriceAfterDiscountCents: 9900,
      quantities: { windows: [] } as never,
    };
    const [a, b] = await database.db.insert(orders).values([order, order]).returning();
    expect(a!.reference).toMatch(/^[0-9a-f]{32}$/);
    expect(a!.reference).not.toBe(b!.reference);
    expect(a!.status).toBe('awaiting_payment');

    const bad = database.db.execute(sql`update orders set status = 'lost' where id = ${a!.id}`);
    const error = await bad.catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe(pgErrorCodes.checkViolation);
    expect(pgConstraint(error)).toBe('orders_status_check');
    const [still] = await database.db.select().from(orders).where(eq(orders.id, a!.id));
    expect(still!.status).toBe('awaiting_payment');
  });

  it('keep discount codes and user emails unique regardless of case', async () => {
    const code = {
      type: 'percent' as const,
      value: 10,
      fromDate: '2025-01-01',
      toDate: '2025-12-31',
    };
    await database.db.insert(discounts).values({ ...code, code: 'Kevat10' });
    const dup = await database.db
      .insert(discounts)
      .values({ ...code, code: 'KEVAT10' })
      .catch((e: unknown) => e);
    expect(pgErrorCode(dup)).toBe(pgErrorCodes.uniqueViolation);

    const user = { name: 'Admin', passwordHash: 'x' };
    await database.db.insert(users).values({ ...user, email: 'Admin@Example.fi' });
    const dupUser = await database.db
      .insert(users)
      .values({ ...user, email: 'admin@example.fi' })
      .catch((e: unknown) => e);
    expect(pgErrorCode(dupUser)).toBe(pgErrorCodes.uniqueViolation);
  });

  it('run a transaction and roll it back on error', async () => {
    // Repositories take a Database; a transaction is one too.
    const addCustomer = (db: Database) =>
      db.insert(customers).values({ name: 'Rollback', phone: '1', email: 'r@example.fi' });
    const attempt = database.db.transaction(async (tx) => {
      await addCustomer(tx);
      await tx.transaction(async (nested) => addCustomer(nested));
      throw new Error('abort');
    });
    await expect(attempt).rejects.toThrow('abort');
    const found = await database.db.select().from(customers).where(eq(customers.name, 'Rollback'));
    expect(found).toEqual([]);
  });
});
