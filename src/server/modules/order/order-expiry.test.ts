import type { AddressInfo } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { orders, outbox, payments, washerReservations } from '#server/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#server/db/test-database.ts';
import { computeSignature } from '#server/integrations/payment/paytrail-signature.ts';
import { orderPayload } from '#server/test-support/checkout.ts';

const minute = 60_000;

describe('online orders left unpaid', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let now = new Date('2026-11-23T08:00:00+02:00').getTime();
  let host: string;
  let holdMinutes: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    holdMinutes = config.paymentHoldMinutes;
    app = await buildApp(config, { database, clock: { now: () => new Date(now) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const state = async (reference: string) => {
    const [order] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    const [reserved] = await database.db
      .select({ n: count() })
      .from(washerReservations)
      .where(eq(washerReservations.orderId, order!.id));
    const [mails] = await database.db
      .select({ n: count() })
      .from(outbox)
      .where(sql`${outbox.payload} ->> 'orderId' = ${String(order!.id)}`);
    const attempts = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order!.id));
    return { status: order!.status, reserved: reserved!.n, mails: mails!.n, attempts };
  };

  async function onlineOrder(dateIndex: number, email = 'matti@example.fi') {
    const { body } = await orderPayload(app, { dateIndex, address: { email } });
    const res = await app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode).toBe(201);
    const order = res.json<{ reference: string; customer_email: string }>();
    const start = await app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { host },
      payload: {
        customer_email: order.customer_email,
        order_id: order.reference,
        successRedirectUrl: `http://${host}/payment/success`,
        cancelRedirectUrl: `http://${host}/payment/cancel`,
      },
    });
    expect(start.statusCode).toBe(200);
    return { reference: order.reference, body };
  }

  /** The signed return Paytrail would send for the order's attempt. */
  async function paytrailReturn(reference: string, status: string) {
    const [attempt] = (await state(reference)).attempts;
    const params: Record<string, string> = {
      'checkout-account': '375917',
      'checkout-algorithm': 'sha256',
      'checkout-amount': String(attempt!.amountCents),
      'checkout-stamp': attempt!.stamp,
      'checkout-reference': reference,
      'checkout-transaction-id': attempt!.transactionId!,
      'checkout-status': status,
      'checkout-provider': 'nordea',
    };
    params.signature = computeSignature(params, '', 'SAIPPUAKAUPPIAS', 'sha256');
    return app.inject({ method: 'POST', url: '/api/payment/success', payload: params });
  }

  it('hold their time for PAYMENT_HOLD_MINUTES (30 by default)', () => {
    expect(holdMinutes).toBe(30);
  });

  it('are cancelled after the payment hold and their washer time is freed', async () => {
    const { reference } = await onlineOrder(3);
    const pending = await onlineOrder(4, 'odottaa@example.fi');
    expect((await paytrailReturn(pending.reference, 'pending')).json().status).toBe('pending');

    now += (holdMinutes - 1) * minute;
    await app.outbox.drain();
    expect(await state(reference)).toMatchObject({ status: 'awaiting_payment', reserved: 1 });

    now += 2 * minute;
    await app.outbox.drain();
    expect(await state(reference)).toMatchObject({ status: 'cancelled', reserved: 0, mails: 0 });
    // A payment being processed keeps its order.
    expect(await state(pending.reference)).toMatchObject({
      status: 'awaiting_payment',
      reserved: 1,
    });
    // Paying is no longer offered.
    const again = await app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { host },
      payload: {
        customer_email: 'matti@example.fi',
        order_id: reference,
        successRedirectUrl: `http://${host}/payment/success`,
        cancelRedirectUrl: `http://${host}/payment/cancel`,
      },
    });
    expect(again.statusCode).toBe(409);

    // The money still came: the job is confirmed, gets its time back and its mail, once.
    const late = await paytrailReturn(reference, 'ok');
    expect(late.json()).toMatchObject({ status: 'ok', order_status: 'confirmed' });
    expect(await state(reference)).toMatchObject({ status: 'confirmed', reserved: 1, mails: 1 });
    await paytrailReturn(reference, 'ok');
    expect(await state(reference)).toMatchObject({ status: 'confirmed', reserved: 1, mails: 1 });
  });

  it('a late payment is kept even when its time was taken meanwhile: it needs a new time', async () => {
    const { reference, body } = await onlineOrder(6, 'myohassa@example.fi');
    now += (holdMinutes + 1) * minute;
    await app.outbox.drain();
    expect((await state(reference)).status).toBe('cancelled');
    const other = await app.inject({
      method: 'POST',
      url: '/api/order',
      payload: { ...body, address: { ...body.address, email: 'toinen@example.fi' } },
    });
    expect(other.statusCode).toBe(201);
    const late = await paytrailReturn(reference, 'ok');
    expect(late.json()).toMatchObject({ status: 'ok', order_status: 'needs_new_time' });
    expect(await state(reference)).toMatchObject({
      status: 'needs_new_time',
      reserved: 0,
      mails: 1,
    });
  });

  it('refuses to start a payment once the hold is over, before the expiry has run', async () => {
    const { reference } = await onlineOrder(8, 'hidas@example.fi');
    now += holdMinutes * minute;
    const start = await app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { host },
      payload: {
        customer_email: 'hidas@example.fi',
        order_id: reference,
        successRedirectUrl: `http://${host}/payment/success`,
        cancelRedirectUrl: `http://${host}/payment/cancel`,
      },
    });
    expect(start.statusCode).toBe(409);
    expect(start.json()).toMatchObject({ error: 'CONFLICT' });
    const choose = await app.inject({
      method: 'POST',
      url: '/api/payment/update',
      payload: { order_id: reference, provider_name: 'Nordea' },
    });
    expect(choose.statusCode).toBe(409);
    expect((await state(reference)).status).toBe('awaiting_payment');
  });
});
