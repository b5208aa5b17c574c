/**
 * Late and double payments (decision 036), paid through the Paytrail simulator as the
 * browser does, with Easoft and SMTP stand-ins: paid in time, paid after the payment hold
 * with the time still free, paid after it with the time sold meanwhile, a second payment of
 * a paid order. The bank's callback and the browser's return both arrive every time, and
 * each order has exactly one ERP export row, ever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '#contracts/order-stored.ts';
import type { PaymentProvider } from '#contracts/payment.ts';
import { queryRows } from '#server/db/client.ts';
import { adminEnv, loginAs, testAdmin } from '#server/test-support/admin-session.ts';
import { availableDates, orderPayload } from '#server/test-support/checkout.ts';
import { startEasoftServer } from '#server/test-support/easoft.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { orderEffectsOf, orderIdOf } from '#server/test-support/order-effects.ts';
import {
  listenForPayments,
  openPaymentWith,
  payAtBankAndReturn,
  type PaymentBrowser,
} from '#server/test-support/payment.ts';
import { parseReceived, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { formatDay } from '../order/order-mail';

const minute = 60_000;

describe('late and double payments', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let easoft: Awaited<ReturnType<typeof startEasoftServer>>;
  let smtp: TestSmtpServer;
  let t: TestApp;
  let pay: PaymentBrowser;
  let hold: number;
  beforeAll(async () => {
    easoft = await startEasoftServer();
    smtp = await startSmtpServer();
    t = await createTestApp({
      clock,
      env: { ...adminEnv, ERP_URL: easoft.url, SMTP_URL: smtp.url },
    });
    pay = await listenForPayments(t);
    hold = t.config.paymentHoldMinutes;
  });
  afterAll(async () => {
    await t.close();
    await easoft.close();
    await smtp.close();
  });

  interface Placed {
    id: number;
    reference: string;
    order_number: string;
    customer_email: string;
    body: Record<string, unknown> & { address: Record<string, unknown> };
    slot: { date: string; starting: string };
  }

  const placed: Record<string, Placed> = {};

  async function place(dateIndex: number, email: string, language = 'fi'): Promise<Placed> {
    const { body, slot } = await orderPayload(t.app, {
      dateIndex,
      address: { email },
      extra: { language },
    });
    const res = await pay.inject('POST', '/api/order', body);
    expect(res.statusCode).toBe(201);
    const order = res.json<{ reference: string; order_number: string; customer_email: string }>();
    placed[email] = { ...order, id: await orderIdOf(t.database.db, order.reference), body, slot };
    return placed[email];
  }

  /** The customer opens the payment page and picks Nordea: one attempt (one stamp). */
  const openPayment = (order: Placed) => openPaymentWith(pay, order, 'Nordea');
  const payAndReturn = (provider: PaymentProvider) => payAtBankAndReturn(pay, provider);
  const state = (order: Placed) => orderEffectsOf(t.database.db, order.id);

  const mailsTo = (email: string) =>
    parseReceived(smtp.received.filter((m) => m.to.includes(email)));
  const exportsOf = (reference: string) =>
    easoft.received.filter((r) => r.body.reference === reference);

  /** Moves past the hold and lets the worker run: the unpaid order is cancelled. */
  async function expire(order: Placed) {
    clock.advance((hold + 1) * minute);
    await t.app.outbox.drain();
    expect(await state(order)).toMatchObject({ status: 'cancelled', reserved: 0 });
  }

  it('paid in time: paid, its time kept, one mail, one export', async () => {
    const order = await place(0, 'ajoissa@example.fi');
    const nordea = await openPayment(order);
    clock.advance((hold - 1) * minute);
    await t.app.outbox.drain();
    const { result } = await payAndReturn(nordea);
    expect(result).toMatchObject({ status: 'ok', order_status: 'confirmed' });
    expect(await state(order)).toMatchObject({
      status: 'confirmed',
      reserved: 1,
      mails: 1,
      exports: 1,
      money: [{ kind: 'payment', method: 'online' }],
    });
    await t.app.outbox.drain();
    expect(exportsOf(order.reference)).toHaveLength(1);
    expect(exportsOf(order.reference)[0]!.body).toMatchObject({
      status: 'paid',
      shipping_day: order.slot.date,
      starting: order.slot.starting,
    });
    const [mail] = await mailsTo('ajoissa@example.fi');
    expect(mail!.subject).toMatch(/^Tilausvahvistus/);
    expect(mail!.text).toContain(`alkaen klo ${order.slot.starting}`);
  });

  it('paid after the hold with the time still free: the time is taken back', async () => {
    const order = await place(1, 'vapaa@example.fi');
    const nordea = await openPayment(order);
    await expire(order);
    const { result, params } = await payAndReturn(nordea);
    expect(result).toMatchObject({ status: 'ok', order_status: 'confirmed' });
    expect(await state(order)).toMatchObject({
      status: 'confirmed',
      reserved: 1,
      mails: 1,
      exports: 1,
    });
    const [reservation] = await queryRows<{ washer_id: number; starts: string }>(
      t.database.db,
      `select washer_id, to_char(lower(during) at time zone 'Europe/Helsinki', 'YYYY-MM-DD HH24:MI') as starts
         from washer_reservations where order_id = ${order.id}`,
    );
    expect(reservation).toEqual({
      washer_id: order.body.cleanerId,
      starts: `${order.slot.date} ${order.slot.starting}`,
    });
    // The browser's return again (a reload): nothing more.
    await pay.inject('POST', '/api/payment/success', params);
    await t.app.outbox.drain();
    expect(await state(order)).toMatchObject({
      status: 'confirmed',
      reserved: 1,
      mails: 1,
      exports: 1,
      money: [{ kind: 'payment', method: 'online' }],
    });
    expect(exportsOf(order.reference)).toHaveLength(1);
    expect(await mailsTo('vapaa@example.fi')).toHaveLength(1);
  });

  it('paid after the hold with the time sold meanwhile: paid, needs a new time', async () => {
    const order = await place(2, 'myohassa@example.fi', 'en');
    const nordea = await openPayment(order);
    await expire(order);
    const other = await pay.inject('POST', '/api/order', {
      ...order.body,
      address: { ...order.body.address, email: 'toinen@example.fi' },
    });
    expect(other.statusCode).toBe(201);

    const { result, params } = await payAndReturn(nordea);
    expect(result).toMatchObject({ status: 'ok', order_status: 'needs_new_time' });
    expect(await state(order)).toMatchObject({
      status: 'needs_new_time',
      reserved: 0,
      mails: 1,
      exports: 1,
      payments: [{ status: 'ok' }],
      money: [{ kind: 'payment', method: 'online' }],
    });
    // Callback and return arriving again, also at once, change nothing.
    const again = await Promise.all(
      [1, 2, 3].map(() => pay.inject('POST', '/api/payment/success', params)),
    );
    expect(again.map((r) => r.json<{ order_status: string }>().order_status)).toEqual([
      'needs_new_time',
      'needs_new_time',
      'needs_new_time',
    ]);
    await t.app.outbox.drain();
    expect(await state(order)).toMatchObject({ reserved: 0, mails: 1, exports: 1 });

    const sent = exportsOf(order.reference);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      status: 'needs_new_time',
      shipping_day: null,
      starting: null,
    });
    const mails = await mailsTo('myohassa@example.fi');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Payment received: we will agree a new cleaning time');
    expect(mail.text).toContain(`we have received your payment for order ${order.order_number}`);
    expect(mail.text).toContain('the cleaning time you chose could not be kept');
    expect(mail.text).toContain('Our customer service will call you on');
    expect(mail.text).toContain('Online payment, paid');
    // No promise of the lost time, in the text or the HTML.
    const day = formatDay(order.slot.date, 'en');
    expect(mail.subject).not.toContain(day);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain(day);
      expect(body).not.toContain(order.slot.starting);
      expect(body).not.toContain('Cleaning day');
      expect(body).not.toContain('starting at');
    }
  });

  it('a second successful payment of a paid order is kept: an over-payment, a refund due', async () => {
    const order = await place(3, 'kaksi@example.fi');
    // Two tabs: two attempts, two stamps.
    const first = await openPayment(order);
    const second = await openPayment(order);
    expect((await payAndReturn(first)).result).toMatchObject({ order_status: 'confirmed' });
    const { result, params } = await payAndReturn(second);
    expect(result).toMatchObject({ status: 'ok', order_status: 'confirmed' });
    await pay.inject('POST', '/api/payment/success', params);
    await t.app.outbox.drain();
    expect(await state(order)).toMatchObject({
      status: 'confirmed',
      reserved: 1,
      mails: 1,
      exports: 1,
      payments: [{ status: 'ok' }, { status: 'ok' }],
      money: [
        { kind: 'payment', method: 'online' },
        { kind: 'payment', method: 'online' },
      ],
    });
    expect(await mailsTo('kaksi@example.fi')).toHaveLength(1);
    expect(exportsOf(order.reference)).toHaveLength(1);
  });

  it('a second payment of an order that needs a new time is a refund due too', async () => {
    const order = await place(4, 'kolmas@example.fi');
    const first = await openPayment(order);
    const second = await openPayment(order);
    await expire(order);
    await pay.inject('POST', '/api/order', {
      ...order.body,
      address: { ...order.body.address, email: 'neljas@example.fi' },
    });
    expect((await payAndReturn(first)).result).toMatchObject({ order_status: 'needs_new_time' });
    expect((await payAndReturn(second)).result).toMatchObject({ order_status: 'needs_new_time' });
    expect(await state(order)).toMatchObject({
      status: 'needs_new_time',
      reserved: 0,
      mails: 1,
      exports: 1,
      payments: [{ status: 'ok' }, { status: 'ok' }],
      money: [
        { kind: 'payment', method: 'online' },
        { kind: 'payment', method: 'online' },
      ],
    });
  });

  it('the back office lists orders needing attention first, with the refund flag', async () => {
    const session = await loginAs(t, testAdmin.email, testAdmin.password);
    const list = await session.inject({ method: 'GET', url: '/api/order?attention=first' });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{
      orders: {
        reference: string;
        status: string;
        needs_refund: boolean;
        payment_status: string;
      }[];
    }>().orders;
    const firstTwo = rows.slice(0, 2).map((r) => r.status);
    expect(firstTwo).toEqual(['needs_new_time', 'needs_new_time']);
    const flagged = rows.filter((r) => r.needs_refund).map((r) => [r.status, r.payment_status]);
    expect(flagged.sort()).toEqual([
      ['confirmed', 'refund_due'],
      ['needs_new_time', 'refund_due'],
    ]);
    // Flagged orders come before the rest, in the chosen sort within each group.
    expect(rows.slice(0, 3).some((r) => r.status === 'confirmed' && r.needs_refund)).toBe(true);

    const only = await session.inject({ method: 'GET', url: '/api/order?attention=only' });
    expect(only.json<{ total: number }>().total).toBe(3);

    // Without the parameter the spec's sort is unchanged: newest first.
    const plain = await session.inject({ method: 'GET', url: '/api/order' });
    const created = plain.json<{ orders: { created: string }[] }>().orders.map((o) => o.created);
    expect(created).toEqual([...created].sort().reverse());

    const dashboard = await session.inject({ method: 'GET', url: '/api/dashboard' });
    expect(dashboard.json()).toMatchObject({ needs_new_time: 2, needs_refund: 2 });

    const doubled = await session.inject({
      method: 'GET',
      url: `/api/order/${placed['kaksi@example.fi']!.id}`,
    });
    expect(doubled.json()).toMatchObject({
      status: 'confirmed',
      needs_refund: true,
      payment_status: 'refund_due',
    });
  });

  it('an order needing a new time is confirmed again (still paid) once the office saves a new day', async () => {
    const session = await loginAs(t, testAdmin.email, testAdmin.password);
    const order = placed['myohassa@example.fi']!;
    const stored = (
      await session.inject({ method: 'GET', url: `/api/order/${order.id}` })
    ).json<StoredOrder>();
    expect(stored).toMatchObject({
      status: 'needs_new_time',
      needs_refund: false,
      payment_status: 'paid',
    });
    const free = await availableDates(t.app, '00100', stored.washing_time);
    const day = free.find((d) => d.date !== order.slot.date && d.cleanerId === stored.cleanerId)!;
    const saved = await session.inject({
      method: 'PUT',
      url: `/api/order/${order.id}`,
      payload: {
        id: order.id,
        shipping_day: day.date,
        customer_id: stored.customer_id,
        addresses: stored.addresses,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      shipping_day: day.date,
    });
    expect(await state(order)).toMatchObject({
      status: 'confirmed',
      reserved: 1,
      mails: 1,
      exports: 1,
    });
  });
});
