/**
 * The phone order form's reads and rules of issue 24 point 7: the washer's free starts of a
 * day, the customer lookup by phone or e-mail, a start outside the free ones recorded as an
 * override, a recurring phone order, and no web shop discount on a phone order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { staffCustomersSchema, staffFreeStartsSchema } from '#contracts/order-staff.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { orderEvents, washers } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { counterOf, sampleQuantities } from '#server/test-support/checkout.ts';
import { orderWriteCounts, storedOrderOf } from '#server/test-support/order-rows.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// The test app's clock: Monday 23 November 2026; staff may take tomorrow.
const tomorrow = '2026-11-24';
const at = (day: string, time: string) => `${day}T${time}:00+02:00`;

describe('the phone order form: free starts, customers, overrides (issue 24)', () => {
  let t: TestApp;
  let session: TestSession;
  let washerId: number;
  let otherWasherId: number;
  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
    const ids = (await t.database.db.select({ id: washers.id }).from(washers)).map((w) => w.id);
    [washerId, otherWasherId] = ids as [number, number];
    // Starts on the hour, 30 minutes of travel after each job (decision 051).
    await t.database.db
      .update(washers)
      .set({ startGridMinutes: 60, travelMinutes: 30 })
      .where(eq(washers.id, washerId));
  });
  afterAll(() => t.close());

  const freeStarts = (query: string) =>
    session.inject({ method: 'GET', url: `/api/order/staff/free-starts?${query}` });
  const findCustomers = (query: string) =>
    session.inject({
      method: 'GET',
      url: `/api/order/staff/customer?query=${encodeURIComponent(query)}`,
    });
  const body = async (patch: Record<string, unknown> = {}, address: object = {}) => {
    const config = await counterOf(t.app);
    return {
      ...sampleQuantities(config),
      cleanerId: washerId,
      start: at(tomorrow, '10:00'),
      notifyCustomer: false,
      language: 'fi',
      address: { ...privateContact, paymentType: 'BILL', invoice_channel: 'email', ...address },
      ...patch,
    };
  };
  const post = (payload: object) =>
    session.inject({ method: 'POST', url: '/api/order/staff', payload });
  const eventsOf = (orderId: number) =>
    t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

  it("answers the washer's free starts on its grid, and leaves out a booked job and its travel", async () => {
    const free = await freeStarts(`cleanerId=${washerId}&day=${tomorrow}&washingMinutes=60`);
    expect(free.statusCode).toBe(200);
    expect(staffFreeStartsSchema.parse(free.json())).toEqual({
      cleanerId: washerId,
      day: tomorrow,
      starts: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'],
      gridMinutes: 60,
      travelMinutes: 30,
    });
    const created = await post(await body({ start: at(tomorrow, '11:00') }));
    expect(created.statusCode).toBe(201);
    const after = await freeStarts(`cleanerId=${washerId}&day=${tomorrow}&washingMinutes=60`);
    // The sample job lasts under an hour, then 30 minutes of travel: 11:00 and 12:00 are
    // taken, and 10:00 would run into the job at 11:00 with its travel.
    const starts = after.json().starts as string[];
    expect(starts).not.toContain('10:00');
    expect(starts).not.toContain('11:00');
    expect(starts).toContain('08:00');
    expect(starts).toContain('15:00');
  });

  it.each([
    ['cleanerId=999999&day=2026-11-24&washingMinutes=60', 'cleanerId'],
    ['cleanerId=abc&day=2026-11-24&washingMinutes=60', 'cleanerId'],
    ['cleanerId=1&day=2026-13-01&washingMinutes=60', 'day'],
    ['cleanerId=1&day=2026-11-24&washingMinutes=0', 'washingMinutes'],
    ['cleanerId=1&day=2026-11-24', 'washingMinutes'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await freeStarts(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('records a start outside the free ones as an override in the history; a free one not', async () => {
    // 08:20 is off the washer's hourly grid: staff may take it (decision 045), marked.
    const off = await post(await body({ start: at('2026-11-25', '08:20') }));
    expect(off.statusCode).toBe(201);
    expect(await eventsOf(off.json().id)).toMatchObject([
      { action: 'created', changes: { by: 'staff', time_override: '08:20' } },
    ]);
    const free = await post(await body({ start: at('2026-11-25', '13:00') }));
    expect(free.statusCode).toBe(201);
    const [event] = await eventsOf(free.json().id);
    expect(event?.changes).toEqual({ by: 'staff' });
  });

  it('gives a phone order no web shop discount; paid online, the online payment discount', async () => {
    const config = await counterOf(t.app);
    const res = await post(
      await body(
        { cleanerId: otherWasherId, start: at(tomorrow, '08:00') },
        { paymentType: 'ONLINE' },
      ),
    );
    expect(res.statusCode).toBe(201);
    const { row, items } = await storedOrderOf(t.database.db, res.json().reference);
    const ids = items.map((item) => item.easoftItemId);
    expect(ids).not.toContain(config.fixedAmounts.webShopDiscount.easoftItemId);
    expect(ids).toContain(config.fixedAmounts.onlinePaymentDiscount.easoftItemId);
    const staff = quoteOrder(config, sampleQuantities(config), {
      paymentType: 'online',
      channel: 'staff',
    });
    const web = quoteOrder(config, sampleQuantities(config), { paymentType: 'online' });
    expect(row.totalPriceAfterDiscountCents).toBe(staff.totalAfterDiscountCents);
    expect(staff.totalAfterDiscountCents).toBeGreaterThan(web.totalAfterDiscountCents);
  });

  it('stores a recurring phone order with its interval and the repeated-order line', async () => {
    const res = await post(
      await body(
        { cleanerId: otherWasherId, start: at('2026-11-26', '09:00') },
        { repeated_order: true, clean_interval: 6 },
      ),
    );
    expect(res.statusCode).toBe(201);
    const { row, items } = await storedOrderOf(t.database.db, res.json().reference);
    expect(row).toMatchObject({ repeatedOrder: true, cleanInterval: 6 });
    expect(items.map((item) => item.easoftItemId)).toContain('700652');
    expect(items.map((item) => item.easoftItemId)).not.toContain('700651');
  });

  it('finds a customer by a part of the phone number or the e-mail, with their contact details', async () => {
    const made = await post(
      await body(
        { cleanerId: otherWasherId, start: at('2026-11-27', '09:00'), language: 'en' },
        {
          name: 'Liisa Löytö',
          phone: '+358 50 765 4321',
          email: 'liisa.loyto@example.fi',
          streetAddress: 'Hakakatu 3 B 12',
          postalCode: '00530',
          city: 'Helsinki',
        },
      ),
    );
    expect(made.statusCode).toBe(201);
    for (const query of ['050 765', '0507654321', 'liisa.loyto', 'LOYTO@EXAMPLE']) {
      const res = await findCustomers(query);
      expect(res.statusCode, query).toBe(200);
      const { customers } = staffCustomersSchema.parse(res.json());
      expect(customers, query).toEqual([
        {
          name: 'Liisa Löytö',
          phone: expect.stringContaining('765'),
          email: 'liisa.loyto@example.fi',
          streetAddress: 'Hakakatu 3 B 12',
          postalCode: '00530',
          city: 'Helsinki',
          company: false,
          companyName: null,
          companyVat: null,
          language: 'en',
          lastOrderAt: expect.any(String),
        },
      ]);
    }
    expect((await findCustomers('nobody@nowhere')).json()).toEqual({ customers: [] });
  });

  it('answers each e-mail address once, with its newest order', async () => {
    const res = await findCustomers(privateContact.email);
    expect(res.statusCode).toBe(200);
    const { customers } = staffCustomersSchema.parse(res.json());
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ email: privateContact.email, name: privateContact.name });
  });

  it.each([['ab'], ['  a ']])(
    'refuses a query of under 3 characters (%j) with 400',
    async (query) => {
      const before = await orderWriteCounts(t.database.db);
      const res = await findCustomers(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ query: expect.any(String) });
      expect(await orderWriteCounts(t.database.db)).toEqual(before);
    },
  );
});
