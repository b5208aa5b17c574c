import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { startEasoftServer } from '#server/test-support/easoft.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { listenForPayments } from '#server/test-support/payment.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

const bill = { paymentType: 'BILL', invoice_channel: 'email' };

describe('orders are exported to Easoft through the outbox (decision 032)', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let easoft: Awaited<ReturnType<typeof startEasoftServer>>;
  let t: TestApp;
  beforeAll(async () => {
    easoft = await startEasoftServer();
    t = await createTestApp({ clock, env: { ERP_URL: easoft.url, ERP_TOKEN: 'erp-secret' } });
  });
  afterAll(async () => {
    await t.close();
    await easoft.close();
  });

  async function order(address: Record<string, unknown>, dateIndex: number) {
    const { body } = await orderPayload(t.app, { address, dateIndex });
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode).toBe(201);
    return res.json<{ reference: string }>().reference;
  }
  const easoftIdOf = async (reference: string) =>
    (
      await queryRows<{ id: string | null }>(
        t.database.db,
        `select easoft_order_id as id from orders where reference = '${reference}'`,
      )
    )[0]!.id;

  it('sends a confirmed order once, with its lines and accounting ids, and keeps the id', async () => {
    const reference = await order(bill, 0);
    expect(await t.app.outbox.drain()).toEqual({ sent: 2, failed: 0 }); // mail and export
    expect(easoft.received).toHaveLength(1);
    const [sent] = easoft.received;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/orders' });
    expect(sent!.headers.authorization).toBe('Bearer erp-secret');
    expect(sent!.headers['idempotency-key']).toBe(reference);
    expect(sent!.body).toMatchObject({
      reference,
      payment_type: 'bill',
      invoice_channel: 'email',
      customer: { name: 'Matti Meikäläinen', email: 'matti@example.fi' },
    });
    const lines = sent!.body.lines as { item_id: string; amount: number; unit_price: number }[];
    expect(lines.map((l) => l.item_id)).toContain('700450');
    const total = lines.reduce((sum, l) => sum + Math.round(l.amount * l.unit_price * 100), 0);
    expect(total).toBe(Math.round(Number(sent!.body.total_price) * 100));
    expect(await easoftIdOf(reference)).toBe('EA-1');

    // Nothing left to send: the export is not repeated.
    expect(await t.app.outbox.drain()).toEqual({ sent: 0, failed: 0 });
    expect(easoft.received).toHaveLength(1);
  });

  it('retries when Easoft is down, and exports once it answers', async () => {
    easoft.failNext(1);
    const reference = await order(bill, 1);
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, failed: 1 });
    expect(await easoftIdOf(reference)).toBeNull();
    clock.advance(31_000);
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(await easoftIdOf(reference)).toBe(`EA-${easoft.received.length}`);
    expect(easoft.received.filter((r) => r.body.reference === reference)).toHaveLength(1);
  });

  it('waits for an online order to be paid', async () => {
    const reference = await order({}, 2);
    const before = easoft.received.length;
    await t.app.outbox.drain();
    expect(easoft.received).toHaveLength(before);
    expect(await easoftIdOf(reference)).toBeNull();
  });
});

describe('an online order is exported once it is paid', () => {
  it('goes to Easoft after the bank confirms the payment', async () => {
    const easoft = await startEasoftServer();
    const t = await createTestApp({ env: { ERP_URL: easoft.url } });
    try {
      const { startPayment, payAtBank, inject } = await listenForPayments(t);
      const { body } = await orderPayload(t.app, {});
      const created = await inject('POST', '/api/order', body);
      expect(created.statusCode).toBe(201);
      const order = created.json<{ reference: string; customer_email: string }>();
      await t.app.outbox.drain();
      expect(easoft.received).toHaveLength(0);
      const { providers } = await startPayment(order);
      const nordea = providers.find((p) => p.name === 'Nordea')!;
      expect(
        (
          await inject('POST', '/api/payment/update', {
            order_id: order.reference,
            provider_name: nordea.name,
          })
        ).statusCode,
      ).toBeLessThan(300);
      const back = await payAtBank(nordea, 'ok');
      const paid = await inject(
        'POST',
        '/api/payment/success',
        Object.fromEntries(back.searchParams),
      );
      expect(paid.statusCode).toBe(200);
      await t.app.outbox.drain();
      expect(easoft.received.map((r) => r.body.reference)).toEqual([order.reference]);
      expect(easoft.received[0]!.body).toMatchObject({ status: 'paid', payment_type: 'online' });
      expect(easoft.received[0]!.headers.authorization).toBeUndefined();
    } finally {
      await t.close();
      await easoft.close();
    }
  });
});

describe('without ERP_URL', () => {
  it('queues no export', async () => {
    const t = await createTestApp();
    try {
      const { body } = await orderPayload(t.app, { address: bill });
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/order', payload: body })).statusCode,
      ).toBe(201);
      const rows = await queryRows<{ n: number }>(
        t.database.db,
        `select count(*)::int as n from outbox where topic = 'erp.order_export'`,
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
