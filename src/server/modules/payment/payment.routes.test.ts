import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentResultSchema } from '#contracts/checkout.ts';
import { orderMoney, orders, outbox, payments } from '#server/db/schema/index.ts';
import { computeSignature } from '#server/integrations/payment/paytrail-signature.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { listenForPayments } from '#server/test-support/payment.ts';
import {
  paymentStartBody,
  signedPaytrailReturn,
  testMerchant,
} from '#server/test-support/paytrail-returns.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

describe('payment through the Paytrail simulator', () => {
  let t: TestApp;
  let origin: string;
  let nextDate = 0;
  let inject: Awaited<ReturnType<typeof listenForPayments>>['inject'];
  let startPayment: Awaited<ReturnType<typeof listenForPayments>>['startPayment'];
  let payAtBank: Awaited<ReturnType<typeof listenForPayments>>['payAtBank'];
  beforeAll(async () => {
    t = await createTestApp();
    ({ origin, inject, startPayment, payAtBank } = await listenForPayments(t));
  });
  afterAll(() => t.close());

  async function onlineOrder() {
    const { body } = await orderPayload(t.app, { dateIndex: nextDate++ });
    const res = await inject('POST', '/api/order', body);
    expect(res.statusCode).toBe(201);
    return res.json<{
      reference: string;
      customer_email: string;
      total_price_after_discount: number;
    }>();
  }

  const orderState = async (reference: string) => {
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, reference));
    const attempts = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order!.id));
    const queued = (topic: string) =>
      t.database.db
        .select({ n: count() })
        .from(outbox)
        .where(
          sql`${outbox.payload} ->> 'orderId' = ${String(order!.id)} and ${outbox.topic} = ${topic}`,
        );
    const [mails] = await queued('mail.order_confirmation');
    // The first failed attempt mails the order page's link, later ones nothing (decision 055).
    const [failureMails] = await queued('mail.payment_failed');
    // The order's money (issue 24): a successful attempt is one payment row.
    const money = await t.database.db
      .select()
      .from(orderMoney)
      .where(eq(orderMoney.orderId, order!.id));
    return { order: order!, attempts, money, mails: mails!.n, failureMails: failureMails!.n };
  };

  const success = (params: Record<string, string>) =>
    inject('POST', '/api/payment/success', params);

  it('lists providers grouped with credit methods last, and the terms', async () => {
    const order = await onlineOrder();
    const answer = await startPayment(order);
    expect(answer.providers.length).toBeGreaterThan(30);
    const groups = answer.providers.map((p) => p.group);
    const firstCredit = groups.indexOf('credit');
    expect(groups.slice(firstCredit).every((g) => g === 'credit')).toBe(true);
    expect(answer.terms).toContain('<a href=');
    const state = await orderState(order.reference);
    expect(state.attempts).toHaveLength(1);
    expect(state.attempts[0]).toMatchObject({
      status: 'new',
      amountCents: Math.round(order.total_price_after_discount * 100),
    });
  });

  it('marks the order paid once: callback, success page and a replay', async () => {
    const order = await onlineOrder();
    const { providers } = await startPayment(order);
    const nordea = providers.find((p) => p.name === 'Nordea')!;
    const update = await inject('POST', '/api/payment/update', {
      order_id: order.reference,
      provider_name: nordea.name,
    });
    expect(update.statusCode).toBe(204);
    expect((await orderState(order.reference)).attempts[0]!.provider).toBe('Nordea');

    const location = await payAtBank(nordea, 'ok');
    expect(location.pathname).toBe('/payment/success');
    // The simulator called our callback before redirecting: already paid.
    let state = await orderState(order.reference);
    expect(state.order.status).toBe('confirmed');
    expect(state.attempts[0]).toMatchObject({ status: 'ok', provider: 'nordea' });
    expect(state.attempts[0]!.paidAt).not.toBeNull();
    expect(state.mails).toBe(1);

    const params = Object.fromEntries(location.searchParams);
    for (let i = 0; i < 2; i++) {
      const res = await success(params);
      expect(res.statusCode).toBe(200);
      expect(paymentResultSchema.parse(res.json())).toEqual({
        status: 'ok',
        reference: order.reference,
        order_status: 'confirmed',
      });
    }
    const callback = await inject('GET', `/api/payment/callback?${location.searchParams}`);
    expect(callback.statusCode).toBe(200);
    state = await orderState(order.reference);
    expect(state.mails).toBe(1);
    expect(state.order.status).toBe('confirmed');
    // Redirect, callback and replay: one payment of the order, online, on its Helsinki day.
    expect(state.money).toHaveLength(1);
    expect(state.money[0]).toMatchObject({
      kind: 'payment',
      method: 'online',
      amountCents: state.attempts[0]!.amountCents,
      paytrailPaymentId: state.attempts[0]!.id,
      recordedByName: null,
    });

    // Opening a method of another attempt is refused once paid (e.g. a second tab).
    const late = await inject('POST', '/api/payment/update', {
      order_id: order.reference,
      provider_name: 'OP',
    });
    expect(late.statusCode).toBe(409);
    // Paying again is refused: the order is no longer awaiting payment.
    const again = await inject('POST', '/api/payment', paymentStartBody(order, origin));
    expect(again.statusCode).toBe(409);
  });

  it('keeps a failed or cancelled payment unpaid and lets the customer retry', async () => {
    const order = await onlineOrder();
    const first = await startPayment(order);
    const failed = await payAtBank(
      first.providers.find((p) => p.name === 'OP')!,
      'fail',
    );
    expect(failed.pathname).toBe('/payment/cancel');
    expect(failed.searchParams.get('checkout-status')).toBe('fail');
    const res = await success(Object.fromEntries(failed.searchParams));
    expect(res.json()).toMatchObject({ status: 'fail', order_status: 'awaiting_payment' });

    const second = await startPayment(order);
    const cancelled = await payAtBank(
      second.providers.find((p) => p.name === 'Visa')!,
      'cancel',
    );
    expect(cancelled.pathname).toBe('/payment/cancel');

    const third = await startPayment(order);
    const paid = await payAtBank(
      third.providers.find((p) => p.name === 'Aktia')!,
      'ok',
    );
    expect((await success(Object.fromEntries(paid.searchParams))).json()).toMatchObject({
      status: 'ok',
      order_status: 'confirmed',
    });
    const state = await orderState(order.reference);
    expect(state.attempts.map((a) => a.status)).toEqual(['fail', 'fail', 'ok']);
    expect(state.mails).toBe(1);
    expect(state.failureMails).toBe(1);
    // A late fail of the first attempt changes nothing.
    expect((await success(Object.fromEntries(failed.searchParams))).json()).toMatchObject({
      order_status: 'confirmed',
    });
  });

  describe('refuses forged, tampered or unknown results with 400 and changes nothing', () => {
    let reference: string;
    let base: Record<string, string>;
    const sign = (params: Record<string, string>, key = testMerchant.secret) => {
      const { signature: _old, ...rest } = params;
      return { ...rest, signature: computeSignature(rest, '', key, 'sha256') };
    };

    beforeAll(async () => {
      const order = await onlineOrder();
      reference = order.reference;
      await startPayment(order);
      const [attempt] = (await orderState(reference)).attempts;
      base = signedPaytrailReturn(attempt!, reference);
    });

    const cases: [string, () => Record<string, string>, string][] = [
      ['tampered amount', () => ({ ...base, 'checkout-amount': '1' }), 'signature'],
      ['wrong secret', () => sign(base, 'MONISAIPPUAKAUPPIAS'), 'signature'],
      [
        'unsupported algorithm',
        () => sign({ ...base, 'checkout-algorithm': 'md5' }),
        'checkout-algorithm',
      ],
      ['signed wrong amount', () => sign({ ...base, 'checkout-amount': '100' }), 'checkout-amount'],
      [
        'unknown stamp',
        () => sign({ ...base, 'checkout-stamp': 'no-such-stamp' }),
        'checkout-stamp',
      ],
      [
        'other reference',
        () => sign({ ...base, 'checkout-reference': '0'.repeat(32) }),
        'checkout-reference',
      ],
      [
        'other transaction',
        () => sign({ ...base, 'checkout-transaction-id': 'x' }),
        'checkout-transaction-id',
      ],
      ['other merchant', () => sign({ ...base, 'checkout-account': '695861' }), 'checkout-account'],
      ['unknown status', () => sign({ ...base, 'checkout-status': 'maybe' }), 'checkout-status'],
      ['missing signature', () => ({ ...base, signature: '' }), 'signature'],
      [
        'missing parameter',
        () => {
          const { 'checkout-provider': _p, ...rest } = base;
          return sign(rest);
        },
        'checkout-provider',
      ],
    ];
    for (const [name, params, field] of cases) {
      it(name, async () => {
        const res = await success(params());
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().fields)).toContain(field);
        const state = await orderState(reference);
        expect(state.order.status).toBe('awaiting_payment');
        expect(state.attempts[0]!.status).toBe('new');
        expect(state.mails).toBe(0);
      });
    }

    it('a parameter given twice in the callback query', async () => {
      const query = new URLSearchParams(base);
      query.append('checkout-status', 'fail');
      const res = await inject('GET', `/api/payment/callback?${query}`);
      expect(res.statusCode).toBe(400);
      expect((await orderState(reference)).order.status).toBe('awaiting_payment');
    });

    it('accepts an extra checkout-* parameter that is signed, and pending does not pay', async () => {
      const pending = sign({ ...base, 'checkout-status': 'pending', 'checkout-foo': 'bar' });
      const res = await success(pending);
      expect(res.json()).toMatchObject({ status: 'pending', order_status: 'awaiting_payment' });
      const ok = sign({ ...base, 'checkout-foo': 'bar' });
      expect(
        (await inject('GET', `/api/payment/callback?${new URLSearchParams(ok)}`)).json(),
      ).toMatchObject({
        status: 'ok',
        order_status: 'confirmed',
      });
    });
  });

  it('refuses a payment start for a wrong email, an invoice order or a foreign return address', async () => {
    const order = await onlineOrder();
    const start = (overrides: Record<string, string>) =>
      inject('POST', '/api/payment', { ...paymentStartBody(order, origin), ...overrides });
    expect((await start({ customer_email: 'someone@example.fi' })).statusCode).toBe(404);
    expect((await start({ order_id: '0'.repeat(32) })).statusCode).toBe(404);
    const foreign = await start({ successRedirectUrl: 'https://evil.example/payment/success' });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['successRedirectUrl']);
    const missing = await start({ customer_email: '' });
    expect(missing.statusCode).toBe(400);
    const { body } = await orderPayload(t.app, {
      dateIndex: nextDate++,
      address: { paymentType: 'BILL', invoice_channel: 'email' },
    });
    const billOrder = (await inject('POST', '/api/order', body)).json();
    expect((await start({ order_id: billOrder.reference })).statusCode).toBe(409);
    expect((await orderState(order.reference)).attempts).toHaveLength(0);
    const update = await inject('POST', '/api/payment/update', {
      order_id: order.reference,
      provider_name: 'Nordea',
    });
    expect(update.statusCode).toBe(404);
  });
});

describe('payment when the provider is down', () => {
  it('answers 503 and records no attempt', async () => {
    const t = await createTestApp({
      env: { PAYMENT_PROVIDER: 'paytrail', PAYTRAIL_API_URL: 'http://127.0.0.1:9' },
    });
    try {
      const { body } = await orderPayload(t.app);
      const order = (
        await t.app.inject({ method: 'POST', url: '/api/order', payload: body })
      ).json();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: { host: 'localhost:3000' },
        payload: paymentStartBody(order, 'http://localhost:3000'),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('SERVICE_UNAVAILABLE');
      const [n] = await t.database.db.select({ n: count() }).from(payments);
      expect(n!.n).toBe(0);
      // The simulator is not mounted when Paytrail is configured.
      const simulator = await t.app.inject({
        method: 'GET',
        url: '/api/payment-simulator/logos/provider-0.svg',
      });
      expect(simulator.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
