/**
 * Migration 0019 (issue 24) on a database built at 0018 with orders of every kind: each
 * successful Paytrail payment becomes an online payment of its Helsinki day, each recorded
 * refund a refund row, an order paid by hand a payment of its total on the day it was
 * marked; 'paid' becomes 'confirmed' (a done job stays done) and is gone from the status
 * check; the counters go on from the numbers given so far; no payment or state is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMoneyOf, type MoneyEntry } from '#domain/money/order-money.ts';
import { pgConstraint, pgErrorCode, pgErrorCodes, queryRows } from './client';
import { createTestDatabaseAt, type TestDatabase } from './test-database';

describe('migration 0019: the money from payments', () => {
  let database: TestDatabase & { migrateRest: () => Promise<void> };
  const ids: Record<string, number> = {};
  const run = (text: string) => queryRows<Record<string, unknown>>(database.db, text);

  async function order(
    key: string,
    row: {
      status: string;
      type: 'bill' | 'online';
      number: string;
      cents?: number;
      updated?: string;
    },
  ) {
    const [created] = await run(
      `insert into orders (status, customer_id, payment_type, base_price_cents, total_price_cents,
         total_price_after_discount_cents, quantities, order_number, updated_at)
       values ('${row.status}', ${ids.customer}, '${row.type}', 4900, ${row.cents ?? 9900},
         ${row.cents ?? 9900}, '{}'::jsonb, '${row.number}',
         '${row.updated ?? '2026-05-05T09:00:00Z'}') returning id`,
    );
    ids[key] = Number(created!.id);
  }
  async function payment(key: string, stamp: string, paidAt: string | null, refundedAt?: string) {
    await run(
      `insert into payments (order_id, stamp, amount_cents, status, paid_at, needs_refund, refunded_at)
       values (${ids[key]}, '${stamp}', 9900, '${paidAt ? 'ok' : 'new'}',
         ${paidAt ? `'${paidAt}'` : 'null'}, false, ${refundedAt ? `'${refundedAt}'` : 'null'})`,
    );
  }
  async function event(key: string, action: string, at: string, actor: string) {
    const [user] = await run(`select id from users limit 1`);
    await run(
      `insert into order_events (order_id, at, actor_user_id, actor_name, action)
       values (${ids[key]}, '${at}', ${user ? Number(user.id) : 'null'}, '${actor}', '${action}')`,
    );
  }

  beforeAll(async () => {
    database = await createTestDatabaseAt('0018_money_apart_from_the_job');
    const [customer] = await run(
      `insert into customers (name, phone, email) values ('Asiakas', '0401234567', 'a@example.fi') returning id`,
    );
    ids.customer = Number(customer!.id);
    // Paid online late on 1 March UTC: 2 March in Helsinki.
    await order('online', { status: 'paid', type: 'online', number: 'K-2026-000005' });
    await payment('online', 's1', '2026-03-01T22:30:00Z');
    // Paid online, cancelled and refunded by staff.
    await order('refunded', { status: 'cancelled', type: 'online', number: 'K-2026-000007' });
    await payment('refunded', 's2', '2026-03-03T10:00:00Z', '2026-03-09T12:00:00Z');
    await event('refunded', 'refunded', '2026-03-09T12:00:00Z', 'Toimisto');
    // An invoice marked paid by hand, and one paid then done.
    await order('byHand', { status: 'paid', type: 'bill', number: 'K-2026-000010' });
    await event('byHand', 'marked_paid', '2026-04-10T21:30:00Z', 'Maija');
    await order('paidDone', { status: 'done', type: 'bill', number: 'K-2025-000003' });
    await event('paidDone', 'marked_paid', '2025-12-01T10:00:00Z', 'Maija');
    // Paid with no event left: its last change's day.
    await order('noEvent', { status: 'paid', type: 'bill', number: 'K-2026-000008' });
    // Paid online, then done; paid twice online (one to refund).
    await order('onlineDone', { status: 'done', type: 'online', number: 'K-2026-000009' });
    await payment('onlineDone', 's3', '2026-03-04T10:00:00Z');
    await order('twice', { status: 'paid', type: 'online', number: 'K-2026-000006' });
    await payment('twice', 's4', '2026-03-05T10:00:00Z');
    await payment('twice', 's5', '2026-03-05T10:05:00Z');
    // Nothing paid: an open invoice, a payment never finished, a done unpaid invoice.
    await order('open', { status: 'confirmed', type: 'bill', number: 'K-2026-000004' });
    await order('unpaidOnline', {
      status: 'awaiting_payment',
      type: 'online',
      number: 'K-2026-000003',
    });
    await payment('unpaidOnline', 's6', null);
    await order('doneUnpaid', { status: 'done', type: 'bill', number: 'K-2026-000002' });
    await database.migrateRest();
  });
  afterAll(() => database.close());

  const moneyOf = async (key: string) =>
    run(
      `select kind, amount_cents, on_day::text as on_day, method, recorded_by_name,
              paytrail_payment_id is not null as is_paytrail
         from order_money where order_id = ${ids[key]} order by id`,
    );
  const statusOf = async (key: string) =>
    (await run(`select status from orders where id = ${ids[key]}`))[0]!.status;

  it.each([
    ['online', 'confirmed', [['payment', 9900, '2026-03-02', 'online', null, true]]],
    [
      'refunded',
      'cancelled',
      [
        ['payment', 9900, '2026-03-03', 'online', null, true],
        ['refund', 9900, '2026-03-09', 'online', 'Toimisto', false],
      ],
    ],
    ['byHand', 'confirmed', [['payment', 9900, '2026-04-11', 'bank_transfer', 'Maija', false]]],
    ['paidDone', 'done', [['payment', 9900, '2025-12-01', 'bank_transfer', 'Maija', false]]],
    ['noEvent', 'confirmed', [['payment', 9900, '2026-05-05', 'bank_transfer', null, false]]],
    ['onlineDone', 'done', [['payment', 9900, '2026-03-04', 'online', null, true]]],
    [
      'twice',
      'confirmed',
      [
        ['payment', 9900, '2026-03-05', 'online', null, true],
        ['payment', 9900, '2026-03-05', 'online', null, true],
      ],
    ],
    ['open', 'confirmed', []],
    ['unpaidOnline', 'awaiting_payment', []],
    ['doneUnpaid', 'done', []],
  ] as const)('%s: status %s and its money rows', async (key, status, rows) => {
    expect(await statusOf(key)).toBe(status);
    const money = await moneyOf(key);
    expect(
      money.map((m) => [
        m.kind,
        Number(m.amount_cents),
        m.on_day,
        m.method,
        m.recorded_by_name,
        m.is_paytrail,
      ]),
    ).toEqual(rows);
  });

  it.each([
    ['online', 'paid'],
    ['refunded', 'refunded'],
    ['byHand', 'paid'],
    ['paidDone', 'paid'],
    ['onlineDone', 'paid'],
    ['twice', 'refund_due'],
    ['open', 'unpaid'],
    ['doneUnpaid', 'unpaid'],
  ] as const)('%s keeps its money state: %s', async (key, state) => {
    const [row] = await run(
      `select status, total_price_after_discount_cents from orders where id = ${ids[key]}`,
    );
    const entries: MoneyEntry[] = (await moneyOf(key)).map((m) => ({
      kind: m.kind as MoneyEntry['kind'],
      amountCents: Number(m.amount_cents),
    }));
    const money = orderMoneyOf({
      totalCents: Number(row!.total_price_after_discount_cents),
      entries,
      isJobCancelled: row!.status === 'cancelled',
    });
    expect(money.paymentStatus).toBe(state);
  });

  it("refuses the status 'paid' from now on and leaves no order without its state", async () => {
    const statuses = await run(`select distinct status from orders order by status`);
    expect(statuses.map((s) => s.status)).not.toContain('paid');
    const error = await run(`update orders set status = 'paid' where id = ${ids.open}`).catch(
      (e: unknown) => e,
    );
    expect(pgErrorCode(error)).toBe(pgErrorCodes.checkViolation);
    expect(pgConstraint(error)).toBe('orders_status_check');
  });

  it('goes on from the numbers given so far, per year; an order has no number by default', async () => {
    const counters = await run(`select year, last_number from order_number_counters order by year`);
    expect(counters.map((c) => [Number(c.year), Number(c.last_number)])).toEqual([
      [2025, 3],
      [2026, 10],
    ]);
    const error = await run(
      `insert into orders (customer_id, payment_type, base_price_cents, total_price_cents,
         total_price_after_discount_cents, quantities) values (${ids.customer}, 'bill', 1, 1, 1, '{}'::jsonb)`,
    ).catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23502'); // not_null_violation: order_number
  });
});
