import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '#server/db/client.ts';
import { maintainingGroups, washerReservations } from '#server/db/schema/index.ts';
import {
  createTestDatabase,
  requirePostgresUrl,
  type TestDatabase,
} from '#server/db/test-database.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createClock } from '#server/lib/clock.ts';
import { insertTestOrders } from '#server/test-support/orders.ts';
import { createSettingsService } from './settings.service';

// Races on real PostgreSQL (PGlite has one connection, so a race there proves nothing).
const now = new Date('2026-11-23T08:00:00+02:00');

describe('settings under concurrency (PostgreSQL)', () => {
  requirePostgresUrl();
  let database: TestDatabase;
  let pools: OpenedDatabase[];

  beforeAll(async () => {
    database = await createTestDatabase({ seed: now });
    const url = new URL(requirePostgresUrl());
    url.pathname = `/${database.name}`;
    pools = await Promise.all(
      Array.from({ length: 2 }, () =>
        openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 4 }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
    await database.close();
  });

  const service = (i: number) => createSettingsService(pools[i]!.db, createClock(now));

  it('never drops a booking made while the washer is being deleted', async () => {
    const settings = service(0);
    const [washer] = await settings
      .saveCleaners([{ name: 'Kilpa', address: '', maintain_group_id: 105, postalAreas: [] }])
      .then((list) => list.filter((w) => w.maintain_group_id === 105));
    const [orderId] = await insertTestOrders(database.db, 1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const isInserted = new Promise<void>((resolve) => (inserted = resolve));
    // A customer's reservation, not yet committed when the deletion starts.
    const booking = pools[1]!.db.transaction(async (tx) => {
      await tx.insert(washerReservations).values({
        washerId: washer!.id,
        orderId: orderId!,
        during: { start: new Date('2026-12-02T08:00:00Z'), end: new Date('2026-12-02T10:00:00Z') },
      });
      inserted();
      await held;
    });
    await isInserted;
    const deletion = settings.deleteCleaner(washer!.id).then(
      () => 'deleted',
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await booking;
    expect(await deletion).toBe('CONFLICT');
    expect(await database.db.select().from(washerReservations)).toHaveLength(1);
  });

  it('lets one of two saves racing with the same new area name through', async () => {
    const results = await Promise.allSettled(
      [0, 1].map((i) =>
        service(i).savePostalAreas([{ name: 'Kilpa-alue', postalCodes: ['04200'] }]),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { '0.name': 'validation.name_taken' },
    });
    const names = (await service(0).listPostalAreas()).map((a) => a.name);
    expect(names.filter((n) => n === 'Kilpa-alue')).toHaveLength(1);
  });

  it('gives one maintainer to one of two washers saved at once', async () => {
    const results = await Promise.allSettled(
      [0, 1].map((i) =>
        service(i).saveCleaners([
          { name: `Kilpa ${i}`, address: '', maintain_group_id: 106, postalAreas: [] },
        ]),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const holders = (await service(0).listCleaners()).filter((w) => w.maintain_group_id === 106);
    expect(holders).toHaveLength(1);
    expect(await database.db.select().from(maintainingGroups)).toHaveLength(6);
  });
});
