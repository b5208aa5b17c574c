/**
 * The order's life tests (decision 045): the real app on a real port (payments through the
 * Paytrail simulator), an SMTP server that keeps the mails, an Easoft stand-in, a clock the
 * test moves, and a signed-in member of staff.
 */
import { expect } from 'vitest';
import type { AvailableDate } from '#contracts/calendar.ts';
import type { OrderEvent } from '#contracts/order-life.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { adminEnv, loginAs, testAdmin, type TestSession } from './admin-session';
import { availableDates, counterOf, orderPayload, sampleQuantities } from './checkout';
import { startEasoftServer } from './easoft';
import { createManualClock } from './manual-clock';
import { orderIdOf } from './order-effects';
import { listenForPayments, openPaymentWith, payAtBankAndReturn } from './payment';
import { parseReceived, startSmtpServer } from './smtp';
import { createTestApp } from './test-app';

export const bill = { paymentType: 'BILL', invoice_channel: 'email' };

export async function startOrderLifeApp() {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  const easoft = await startEasoftServer();
  const smtp = await startSmtpServer();
  const t = await createTestApp({
    clock,
    env: { ...adminEnv, ERP_URL: easoft.url, SMTP_URL: smtp.url },
  });
  const pay = await listenForPayments(t);
  let session: TestSession = await loginAs(t, testAdmin.email, testAdmin.password);
  /** Moves the clock on, and signs in again (the access cookie lives minutes). */
  async function advance(ms: number) {
    clock.advance(ms);
    session = await loginAs(t, testAdmin.email, testAdmin.password);
  }

  /** A customer's order from the public site, on the `dateIndex`-th offered day. */
  async function place(
    options: { dateIndex?: number; address?: Record<string, unknown>; language?: string } = {},
  ) {
    const { body, slot } = await orderPayload(t.app, {
      dateIndex: options.dateIndex ?? 0,
      address: options.address ?? {},
      extra: { language: options.language ?? 'fi' },
    });
    const res = await pay.inject('POST', '/api/order', body);
    expect(res.statusCode).toBe(201);
    const order = res.json<{ reference: string; order_number: string; customer_email: string }>();
    return { ...order, id: await orderIdOf(t.database.db, order.reference), slot, body };
  }
  /** An online order paid through the simulator. */
  async function placePaid(options: Parameters<typeof place>[0] = {}) {
    const order = await place(options);
    const provider = await openPaymentWith(pay, order, 'Nordea');
    await payAtBankAndReturn(pay, provider);
    return order;
  }

  /**
   * A phone order taken by staff for online payment, its link mailed to `email`, on the
   * `dayIndex`-th offered day.
   */
  async function placeStaffOnline(email: string, dayIndex: number) {
    const config = await counterOf(t.app);
    const quantities = sampleQuantities(config);
    const minutes = quoteOrder(config, quantities).washingMinutes;
    const slot = (await availableDates(t.app, '00100', minutes))[dayIndex]!;
    const res = await session.inject({
      method: 'POST',
      url: '/api/order/staff',
      payload: {
        ...quantities,
        cleanerId: slot.cleanerId,
        start: helsinkiInstant(slot.date, slot.starting).toISOString(),
        notifyCustomer: true,
        language: 'fi',
        address: { ...privateContact, email, paymentType: 'ONLINE' },
      },
    });
    expect(res.statusCode).toBe(201);
    return { order: res.json<{ id: number; reference: string }>(), slot };
  }

  const act = (id: number, action: string, payload: object = {}) =>
    session.inject({ method: 'POST', url: `/api/order/${id}/${action}`, payload });

  async function get(id: number): Promise<StoredOrder> {
    const res = await session.inject({ method: 'GET', url: `/api/order/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json<StoredOrder>();
  }

  async function history(id: number): Promise<OrderEvent[]> {
    const res = await session.inject({ method: 'GET', url: `/api/order/${id}/history` });
    expect(res.statusCode).toBe(200);
    return res.json<OrderEvent[]>();
  }

  /** The mails sent since the last call, parsed, with their addressees. */
  let seen = 0;
  async function newMails() {
    await t.app.outbox.drain();
    const fresh = smtp.received.slice(seen);
    seen = smtp.received.length;
    return parseReceived(fresh);
  }

  const offered = (postalCode: string, minutes: number): Promise<AvailableDate[]> =>
    availableDates(t.app, postalCode, minutes);

  const at = (date: string, time: string) => helsinkiInstant(date, time).toISOString();

  return {
    t,
    clock,
    /** The Easoft stand-in: what the ERP export sent. */
    easoft,
    get session() {
      return session;
    },
    advance,
    pay,
    place,
    placePaid,
    placeStaffOnline,
    act,
    get,
    history,
    newMails,
    offered,
    at,
    async close() {
      await t.close();
      await easoft.close();
      await smtp.close();
    },
  };
}
export type OrderLifeApp = Awaited<ReturnType<typeof startOrderLifeApp>>;
