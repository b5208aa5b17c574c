/**
 * Two attempts of one order (two tabs) both succeed, and their callbacks and the browser's
 * returns all arrive at once on real PostgreSQL (decision 036): the order's row lock makes
 * exactly one of them pay the order; the other is kept and flagged for refund; one mail and
 * one ERP export row, ever. The same for an order paid after its hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { computeSignature } from '#server/integrations/payment/paytrail-signature.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { startEasoftServer } from '#server/test-support/easoft.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { listenForPayments } from '#server/test-support/payment.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

describe('two successful attempts of one order arriving at once (PostgreSQL)', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let easoft: Awaited<ReturnType<typeof startEasoftServer>>;
  let t: TestApp;
  let pay: Awaited<ReturnType<typeof listenForPayments>>;
  beforeAll(async () => {
    requirePostgresUrl();
    easoft = await startEasoftServer();
    t = await createTestApp({ clock, env: { ERP_URL: easoft.url } });
    pay = await listenForPayments(t);
  });
  afterAll(async () => {
    await t.close();
    await easoft.close();
  });

  async function orderWithTwoAttempts(dateIndex: number, email: string) {
    const { body } = await orderPayload(t.app, { dateIndex, address: { email } });
    const res = await pay.inject('POST', '/api/order', body);
    expect(res.statusCode).toBe(201);
    const order = res.json<{ reference: string; customer_email: string }>();
    await pay.startPayment(order);
    await pay.startPayment(order);
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
      t.database.db,
      `select id from orders where reference = '${order.reference}'`,
    );
    return { ...order, id };
  }

  /** The signed 'ok' return Paytrail sends for each attempt of the order. */
  async function okReturns(orderId: number, reference: string) {
    const attempts = await queryRows<{ stamp: string; transaction_id: string; amount: number }>(
      t.database.db,
      `select stamp, transaction_id, amount_cents as amount from payments
        where order_id = ${orderId} order by id`,
    );
    return attempts.map((a) => {
      const params: Record<string, string> = {
        'checkout-account': t.config.payment.account,
        'checkout-algorithm': 'sha256',
        'checkout-amount': String(a.amount),
        'checkout-stamp': a.stamp,
        'checkout-reference': reference,
        'checkout-transaction-id': a.transaction_id,
        'checkout-status': 'ok',
        'checkout-provider': 'nordea',
      };
      params.signature = computeSignature(params, '', t.config.payment.secret, 'sha256');
      return params;
    });
  }

  async function settleAtOnce(orderId: number, reference: string) {
    const returns = await okReturns(orderId, reference);
    expect(returns).toHaveLength(2);
    // Each attempt: its callback (GET) and its browser return (POST), three times over.
    const calls = [1, 2, 3].flatMap(() =>
      returns.flatMap((params) => [
        t.app.inject({
          method: 'GET',
          url: `/api/payment/callback?${new URLSearchParams(params).toString()}`,
        }),
        pay.inject('POST', '/api/payment/success', params),
      ]),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
    const payments = await queryRows<{ status: string }>(
      t.database.db,
      `select status from payments where order_id = ${orderId}`,
    );
    expect(payments.map((p) => p.status)).toEqual(['ok', 'ok']);
    // Each attempt is one payment of the order's money, however often it was seen: the
    // second is an over-payment, a refund due (issue 24).
    const money = await queryRows<{ n: number; attempts: number }>(
      t.database.db,
      `select count(*)::int as n, count(distinct paytrail_payment_id)::int as attempts
         from order_money where order_id = ${orderId} and kind = 'payment'`,
    );
    expect(money).toEqual([{ n: 2, attempts: 2 }]);
    const [rows] = await queryRows<{ mails: number; exports: number; reserved: number }>(
      t.database.db,
      `select
         (select count(*)::int from outbox where topic = 'mail.order_confirmation'
            and (payload->>'orderId')::int = ${orderId}) as mails,
         (select count(*)::int from outbox where topic = 'erp.order_export'
            and (payload->>'orderId')::int = ${orderId}) as exports,
         (select count(*)::int from washer_reservations where order_id = ${orderId}) as reserved`,
    );
    return rows!;
  }

  const statusOf = async (orderId: number) =>
    (
      await queryRows<{ status: string }>(
        t.database.db,
        `select status from orders where id = ${orderId}`,
      )
    )[0]!.status;

  it('in time: confirmed once, the other attempt an over-payment', async () => {
    const order = await orderWithTwoAttempts(0, 'kaksi@example.fi');
    expect(await settleAtOnce(order.id, order.reference)).toEqual({
      mails: 1,
      exports: 1,
      reserved: 1,
    });
    expect(await statusOf(order.id)).toBe('confirmed');
  });

  it('after the hold, the time still free: confirmed once with its time back', async () => {
    const order = await orderWithTwoAttempts(1, 'myohassa@example.fi');
    clock.advance((t.config.paymentHoldMinutes + 1) * 60_000);
    await t.app.outbox.drain();
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await settleAtOnce(order.id, order.reference)).toEqual({
      mails: 1,
      exports: 1,
      reserved: 1,
    });
    expect(await statusOf(order.id)).toBe('confirmed');
    await t.app.outbox.drain();
    expect(easoft.received.filter((r) => r.body.reference === order.reference)).toHaveLength(1);
  });
});
