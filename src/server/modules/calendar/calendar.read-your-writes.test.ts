import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableDate } from '#contracts/calendar.ts';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { calendars, disabledDates } from '#server/db/schema/index.ts';
import { availableDates, counterOf, sampleQuantities } from '#server/test-support/checkout.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

// Decision 033: the process that sold a time never offers it again, not even in the very
// next answer (issue 12: 10 of 10 were offered again within the old 1 s freshness).
// The NOTIFY triggers of migration 0009 are switched off in this file's database, so that
// the process's own LISTEN (which usually hears its own commit in time too) cannot help:
// what is tested is the drop before the answer is sent.
describe('availability is read-your-writes in the process that made the change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const table of ['washer_calendar_versions', 'postal_area_version']) {
      await t.database.db.execute(sql.raw(`alter table ${table} disable trigger ${table}_notify`));
    }
  });
  afterAll(() => t.close());

  const isOffered = (list: AvailableDate[], sold: AvailableDate) =>
    list.some(
      (d) => d.date === sold.date && d.cleanerId === sold.cleanerId && d.starting === sold.starting,
    );

  it('10 bookings in a row: the answer right after each never offers the time just sold', async () => {
    const config = await counterOf(t.app);
    const quantities = sampleQuantities(config);
    const minutes = quoteOrder(config, quantities).washingMinutes;
    const postalCode = privateContact.postalCode;
    let offered = await availableDates(t.app, postalCode, minutes);
    for (let i = 0; i < 10; i++) {
      const sold = offered[0]!;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: {
          ...quantities,
          shippingDay: sold.date,
          cleanerId: sold.cleanerId,
          starting: sold.starting,
          language: 'fi',
          address: {
            ...privateContact,
            streetAddress: `Mannerheimintie ${i + 1}`,
            paymentType: 'BILL',
          },
        },
      });
      expect(res.statusCode, `booking ${i}: ${res.body}`).toBe(201);
      offered = await availableDates(t.app, postalCode, minutes);
      expect(isOffered(offered, sold), `booking ${i}: ${JSON.stringify(sold)}`).toBe(false);
    }
  });

  it('any other /api request, even one no module knows writes, drops the kept counters; availability reads keep them', async () => {
    const day = '2026-12-02';
    const offered = async () =>
      (await availableDates(t.app, '00100', 60)).some((d) => d.date === day);
    expect(await offered()).toBe(true);
    // Every washer blocked that day behind the app's back (a writer the app knows nothing of).
    for (const { id } of await t.database.db.select({ id: calendars.id }).from(calendars)) {
      await t.database.db.insert(disabledDates).values({
        calendarId: id,
        startDatetime: new Date(`${day}T08:00:00+02:00`),
        endDatetime: new Date(`${day}T15:59:00+02:00`),
      });
    }
    // Unheard (no NOTIFY), and availability reads alone never look again...
    expect(await offered()).toBe(true);
    expect(await offered()).toBe(true);
    // Nor do the public reads every page makes: their answers are reads by their nature.
    for (const url of ['/api/notification', '/api/counter/1', '/api/shop-info']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(await offered()).toBe(true);
    // ...but any other request might have made the change, even a refused one.
    const refused = await t.app.inject({ method: 'POST', url: '/api/order', payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(await offered()).toBe(false);
  });
});
