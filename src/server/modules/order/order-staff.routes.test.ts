import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { createStaffOrderResponseSchema } from '#contracts/order-life.ts';
import { calendars, orderEvents, washers } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { counterOf, orderPayload, sampleQuantities } from '#server/test-support/checkout.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { orderWriteCounts, storedOrderOf } from '#server/test-support/order-rows.ts';
import { parseReceived, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { staffPaymentHoldDays } from './order-staff.service';

// The app's clock: Monday 23 November 2026, 08:00 Helsinki. A customer's earliest day is
// days ahead; staff may take tomorrow (the override of decision 045).
const tomorrow = '2026-11-24';
const at = (day: string, time: string) => `${day}T${time}:00+02:00`;
const bill = { paymentType: 'BILL', invoice_channel: 'email' };

describe('POST /api/order/staff', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let session: TestSession;
  let washerIds: number[];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, session } = await createAdminTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pesu.example.fi' },
    }));
    washerIds = (await t.database.db.select({ id: washers.id }).from(washers)).map((w) => w.id);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const body = async (patch: Record<string, unknown> = {}) => {
    const config = await counterOf(t.app);
    return {
      ...sampleQuantities(config),
      cleanerId: washerIds[0],
      start: at(tomorrow, '10:00'),
      notifyCustomer: true,
      language: 'fi',
      address: { ...privateContact, ...bill },
      ...patch,
    };
  };
  const post = (payload: object) =>
    session.inject({ method: 'POST', url: '/api/order/staff', payload });
  const mails = async () => {
    smtp.received.length = 0;
    await t.app.outbox.drain();
    return parseReceived(smtp.received);
  };

  it('takes an invoice order for tomorrow (before the customer window), priced by the server', async () => {
    const payload = await body();
    const res = await post(payload);
    expect(res.statusCode).toBe(201);
    const answer = createStaffOrderResponseSchema.parse(res.json());
    const { row } = await storedOrderOf(t.database.db, answer.reference);
    const config = await counterOf(t.app);
    // A phone order gets no web shop discount (issue 24 point 7).
    const quote = quoteOrder(config, sampleQuantities(config), {
      paymentType: 'bill',
      invoiceChannel: 'email',
      channel: 'staff',
    });
    expect(row).toMatchObject({
      id: answer.id,
      status: 'confirmed',
      shippingDay: tomorrow,
      startTime: '10:00:00',
      cleanerId: washerIds[0],
      paymentType: 'bill',
      totalPriceAfterDiscountCents: quote.totalAfterDiscountCents,
    });
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, answer.id));
    expect(events).toMatchObject([
      { action: 'created', actorName: expect.any(String), changes: { by: 'staff' } },
    ]);
    expect(events[0]!.actorUserId).toEqual(expect.any(Number));
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual([privateContact.email]);
    expect(sent[0]!.subject).toMatch(/^Tilausvahvistus/);
  });

  it('refuses a time that overlaps another job, under the override too: 409, nothing stored', async () => {
    const before = await orderWriteCounts(t.database.db);
    const res = await post(await body({ start: at(tomorrow, '10:30') }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('SLOT_TAKEN');
    expect(await orderWriteCounts(t.database.db)).toEqual(before);
  });

  it("refuses a time in the washer's block: 409 SLOT_TAKEN", async () => {
    const [calendar] = await t.database.db
      .select({ id: calendars.id })
      .from(calendars)
      .where(eq(calendars.washerId, washerIds[1]!));
    const blocked = await session.inject({
      method: 'POST',
      url: `/api/calendar/${calendar!.id}`,
      payload: [
        { id: 'new-1', start_datetime: at(tomorrow, '12:00'), end_datetime: at(tomorrow, '14:00') },
      ],
    });
    expect(blocked.statusCode).toBe(200);
    const before = await orderWriteCounts(t.database.db);
    const res = await post(await body({ cleanerId: washerIds[1], start: at(tomorrow, '13:00') }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('SLOT_TAKEN');
    expect(await orderWriteCounts(t.database.db)).toEqual(before);
  });

  it('mails an online order a payment link to its order page, held awaiting payment', async () => {
    const res = await post(
      await body({
        cleanerId: washerIds[2],
        start: at('2026-11-25', '08:15'),
        address: { ...privateContact, paymentType: 'ONLINE' },
        language: 'en',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    const { row } = await storedOrderOf(t.database.db, reference);
    expect(row).toMatchObject({ status: 'awaiting_payment', startTime: '08:15:00' });
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^Payment link/)]);
    // The link opens the order's own page (decision 055), which pays it.
    const token = /https:\/\/pesu\.example\.fi\/en\/order\/([\w-]{43})/.exec(sent[0]!.text)?.[1];
    expect(token).toBeDefined();
    const link = `https://pesu.example.fi/en/order/${token}`;
    expect(sent[0]!.html).toContain(`href="${link}"`);
    const page = await t.app.inject({ method: 'GET', url: `/api/manage/${token}` });
    expect(page.json()).toMatchObject({ reference, status: 'awaiting_payment', canPay: true });
    const handle = await t.app.inject({ method: 'GET', url: `/api/manage/${token}/payment` });
    expect(handle.json()).toMatchObject({ reference, customer_email: privateContact.email });
    // The text names the order by its number for people; the reference is only in the link.
    expect(sent[0]!.text).toContain(`Your order ${row.orderNumber} (`);
    expect(sent[0]!.text.replace(link, '')).not.toContain(reference);
  });

  it('sends no mail when notifyCustomer is false', async () => {
    for (const [i, address] of [bill, { paymentType: 'ONLINE' }].entries()) {
      const res = await post(
        await body({
          cleanerId: washerIds[2],
          start: at('2026-11-26', i === 0 ? '08:00' : '13:00'),
          address: { ...privateContact, ...address },
          notifyCustomer: false,
        }),
      );
      expect(res.statusCode).toBe(201);
    }
    expect(await mails()).toHaveLength(0);
  });

  it.each([
    ['start', { start: 'tomorrow' }],
    ['start', { start: at(tomorrow, '16:30') }],
    ['start', { start: at(tomorrow, '09:00:30') }],
    ['shippingDay', { shippingDay: '2026-11-25' }],
    ['shippingDay', { start: at('2026-11-20', '10:00') }],
    ['cleanerId', { cleanerId: 'x' }],
    ['notifyCustomer', { notifyCustomer: 'yes' }],
    ['address.phone', { address: { ...privateContact, ...bill, phone: '12' } }],
    ['windows', { windows: [], balconyGlassAmount: 0 }],
    ['discountCode', { discountCode: 'EIOLE' }],
  ])('answers 400 naming %s, nothing stored', async (field, patch) => {
    const before = await orderWriteCounts(t.database.db);
    const res = await post(await body({ start: at('2026-11-27', '09:00'), ...patch }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await orderWriteCounts(t.database.db)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/staff',
      headers: { origin: t.config.publicUrl },
      payload: await body(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the payment hold of an online staff order (decision 047)', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let t: TestApp;
  let session: TestSession;
  let host: string;
  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp({ clock }));
    // The Paytrail simulator is called over HTTP.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const statusOf = async (reference: string) =>
    (await storedOrderOf(t.database.db, reference)).row.status;

  it("outlasts the site's minutes and ends after the staff hold's days", async () => {
    const [washer] = await t.database.db.select({ id: washers.id }).from(washers);
    const config = await counterOf(t.app);
    const res = await session.inject({
      method: 'POST',
      url: '/api/order/staff',
      payload: {
        ...sampleQuantities(config),
        cleanerId: washer!.id,
        start: at('2026-12-15', '09:00'),
        notifyCustomer: false,
        address: { ...privateContact, paymentType: 'ONLINE' },
      },
    });
    expect(res.statusCode).toBe(201);
    const staffOrder = res.json<{ reference: string }>().reference;
    const site = await orderPayload(t.app, { address: { paymentType: 'ONLINE' } });
    const siteRes = await t.app.inject({ method: 'POST', url: '/api/order', payload: site.body });
    expect(siteRes.statusCode).toBe(201);
    const siteOrder = siteRes.json<{ reference: string }>().reference;

    clock.advance(2 * 60 * 60_000);
    await t.app.outbox.drain();
    expect(await statusOf(siteOrder)).toBe('cancelled');
    expect(await statusOf(staffOrder)).toBe('awaiting_payment');
    // The customer opens the link hours later: the payment starts (the site's would be 409).
    const pay = (reference: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: { host },
        payload: {
          customer_email: privateContact.email,
          order_id: reference,
          successRedirectUrl: `http://${host}/payment/success`,
          cancelRedirectUrl: `http://${host}/payment/cancel`,
        },
      });
    expect((await pay(staffOrder)).statusCode).toBe(200);
    expect((await pay(siteOrder)).statusCode).toBe(409);

    clock.advance(staffPaymentHoldDays * 24 * 60 * 60_000);
    await t.app.outbox.drain();
    expect(await statusOf(staffOrder)).toBe('cancelled');
  });
});
