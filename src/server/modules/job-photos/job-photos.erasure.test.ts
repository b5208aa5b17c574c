import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '#server/db/schema/index.ts';
import { loginAs, testAdmin } from '#server/test-support/admin-session.ts';
import {
  addPhoto,
  createPhotoWorld,
  jpegWithGps,
  photoRowsOf,
  washerPassword,
} from '#server/test-support/job-photos.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';

type World = Awaited<ReturnType<typeof createPhotoWorld>>;

/** Gives the order's customer another address, so that an erasure of aino@ leaves it be. */
async function moveToAnotherCustomer(w: World, orderId: number) {
  const [customer] = await w.db
    .insert(customers)
    .values({ name: 'Bertta Muu', phone: '+358409999999', email: 'bertta@example.fi' })
    .returning({ id: customers.id });
  await w.db.update(orders).set({ customerId: customer!.id }).where(eq(orders.id, orderId));
}

/** Photos are personal data (issue 23 point 4): they go with the order's personal data. */
describe("job photos follow the customer's erasure", () => {
  let w: World;
  beforeAll(async () => {
    w = await createPhotoWorld();
  });
  afterAll(() => w.t.close());

  it('deletes the photos of every erased order in the erasure, and no others', async () => {
    const erased = (await w.job(w.mikko.washerId, 8)).id;
    const kept = (await w.job(w.mikko.washerId, 12)).id;
    await moveToAnotherCustomer(w, kept);
    const jpeg = await jpegWithGps(64, 48);
    const gone = await addPhoto(w.mikko.session, erased, jpeg);
    await addPhoto(w.mikko.session, erased, jpeg);
    await addPhoto(w.mikko.session, kept, jpeg);

    const res = await w.admin.inject({
      method: 'POST',
      url: '/api/customers/erase',
      payload: { email: 'aino@example.fi', currentPassword: testAdmin.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await photoRowsOf(w.db, erased)).toEqual([]);
    expect(await photoRowsOf(w.db, kept)).toHaveLength(1);
    const list = await w.office.session.inject({
      method: 'GET',
      url: `/api/order/${erased}/photos`,
    });
    expect([list.statusCode, list.json()]).toEqual([200, []]);
    const image = await w.office.session.inject({
      method: 'GET',
      url: `/api/order/${erased}/photos/${gone}`,
    });
    expect(image.statusCode).toBe(404);
    // Nor can new ones reach the erased order: to the washer it is no longer a job.
    const again = await w.mikko.session.inject({
      method: 'POST',
      url: `/api/my/jobs/${erased}/photos`,
      payload: {},
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('job photos follow the retention period', () => {
  // RETENTION_YEARS 6: a job of 2026 keeps its personal data through 2032.
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let w: World;
  beforeAll(async () => {
    w = await createPhotoWorld({ clock });
  });
  afterAll(() => w.t.close());

  it('deletes the photos of the orders the retention job anonymises, in its run', async () => {
    const old = (await w.job(w.mikko.washerId, 8)).id;
    const recent = (await w.job(w.mikko.washerId, 12)).id;
    // The second job's day is in 2027: kept a year longer.
    await w.db.update(orders).set({ shippingDay: '2027-01-04' }).where(eq(orders.id, recent));
    const jpeg = await jpegWithGps(64, 48);
    await addPhoto(w.mikko.session, old, jpeg);
    await addPhoto(w.mikko.session, recent, jpeg);

    clock.set('2032-12-31T23:00:00+02:00');
    await w.t.app.outbox.drain();
    expect(await photoRowsOf(w.db, old)).toHaveLength(1);

    clock.set('2033-01-01T00:30:00+02:00');
    await w.t.app.outbox.drain();
    expect(await photoRowsOf(w.db, old)).toEqual([]);
    expect(await photoRowsOf(w.db, recent)).toHaveLength(1);
    const [row] = await w.db
      .select({ at: orders.anonymisedAt })
      .from(orders)
      .where(eq(orders.id, old));
    expect(row!.at).not.toBeNull();
    // The office sees an empty list (the sessions expired while the years passed).
    const office = await loginAs(w.t, 'toimisto@example.fi', washerPassword);
    const list = await office.inject({ method: 'GET', url: `/api/order/${old}/photos` });
    expect([list.statusCode, list.json()]).toEqual([200, []]);
  });
});
