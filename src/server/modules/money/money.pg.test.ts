/**
 * Two members of staff record a payment of one order at once, each through their own app
 * process on one PostgreSQL database (issue 24): the order's row lock makes them take turns,
 * the second sees the first's payment, and the order is never paid over its total. PGlite has
 * one connection, so a race there proves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { queryRows } from '#server/db/client.ts';
import { loginAs, sessionFrom, type TestSession } from '#server/test-support/admin-session.ts';
import { registerUser } from '#server/test-support/auth-requests.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { orderIdOf } from '#server/test-support/order-effects.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { startTwoApps } from '#server/test-support/two-processes.ts';

describe('two payments of one order at once, from two processes', () => {
  let t: TestApp;
  let office: TestSession;
  let admin: TestSession;
  let onB: TestSession['inject'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    const apps = await startTwoApps();
    ({ t, admin, close } = apps);
    await registerUser(admin, {
      name: 'Toimisto',
      email: 'toimisto@example.fi',
      password: 'toimiston-salasana',
      role: 'office',
    });
    office = await loginAs(t, 'toimisto@example.fi', 'toimiston-salasana');
    // The office's session, sent to process B.
    const headers = sessionFrom(t, office.access, office.refresh).headers;
    onB = (options) =>
      apps.b.inject({
        ...options,
        headers: { ...headers, ...(options.headers as Record<string, string> | undefined) },
      });
  });
  afterAll(() => close());

  async function placeInvoice(dateIndex: number) {
    const { body } = await orderPayload(t.app, {
      dateIndex,
      address: { paymentType: 'BILL', invoice_channel: 'email' },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode).toBe(201);
    return orderIdOf(t.database.db, res.json<{ reference: string }>().reference);
  }

  it('takes one of two whole payments and refuses the other naming amount, 8 times over', async () => {
    for (let round = 0; round < 8; round += 1) {
      const id = await placeInvoice(round % 4);
      const order = (
        await admin.inject({ method: 'GET', url: `/api/order/${id}` })
      ).json<StoredOrder>();
      const payload = {
        amount: order.total_price_after_discount,
        paidOn: '2026-11-23',
        method: 'bank_transfer',
      };
      const url = `/api/order/${id}/payments`;
      const results = await Promise.all([
        admin.inject({ method: 'POST', url, payload }),
        onB({ method: 'POST', url, payload }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      const refused = results.find((r) => r.statusCode === 400)!;
      expect(Object.keys(refused.json<{ fields: object }>().fields)).toEqual(['amount']);
      const [sum] = await queryRows<{ cents: number; n: number }>(
        t.database.db,
        `select coalesce(sum(amount_cents), 0)::int as cents, count(*)::int as n
           from order_money where order_id = ${id} and kind = 'payment'`,
      );
      expect(sum).toEqual({ cents: Math.round(order.total_price_after_discount * 100), n: 1 });
    }
  });

  it('takes both halves when each fits, and the order is paid exactly', async () => {
    const id = await placeInvoice(5);
    const order = (
      await admin.inject({ method: 'GET', url: `/api/order/${id}` })
    ).json<StoredOrder>();
    const cents = Math.round(order.total_price_after_discount * 100);
    const half = Math.floor(cents / 2);
    const url = `/api/order/${id}/payments`;
    const results = await Promise.all([
      admin.inject({
        method: 'POST',
        url,
        payload: { amount: half / 100, paidOn: '2026-11-23', method: 'cash' },
      }),
      onB({
        method: 'POST',
        url,
        payload: { amount: (cents - half) / 100, paidOn: '2026-11-23', method: 'card' },
      }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const stored = (
      await admin.inject({ method: 'GET', url: `/api/order/${id}` })
    ).json<StoredOrder>();
    expect(stored).toMatchObject({ payment_status: 'paid', amount_due: 0 });
    expect(stored.money?.map((m) => m.recorded_by_name).sort()).toEqual(['Toimisto', 'Ylläpitäjä']);
  });
});
