import { createHmac, hkdfSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerExportSchema,
  customerSearchResultSchema,
  type CustomerExport,
} from '#contracts/customer-data.ts';
import { companyContact, privateContact } from '#contracts/contact-form.fixture.ts';
import type { OrderListResponse } from '#contracts/order-admin.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { eq } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import { customers, orders } from '#server/db/schema/index.ts';
import { insertPastOrder } from '#server/test-support/past-orders.ts';
import {
  createAdminTestApp,
  testAdmin,
  type TestSession,
} from '#server/test-support/admin-session.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { listenForPayments } from '#server/test-support/payment.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

const secretKey = 'asiakastietojen-testiavain-32-merkkia!';
const now = '2026-11-23T08:00:00+02:00';
const maija = {
  name: 'Maija Mehiläinen',
  phone: '040 765 4321',
  email: 'Maija.Mehilainen@Example.fi',
  streetAddress: 'Kuusitie 7 B 12',
  message: 'Ovikoodi 4321',
};
const note = 'Koira on pihalla';

/** The data request's subject as decision 038 defines it, computed here independently. */
const subjectOf = (email: string) =>
  createHmac(
    'sha256',
    Buffer.from(hkdfSync('sha256', secretKey, 'ikkunanpesu', 'data-request-subject', 32)),
  )
    .update(email.toLowerCase())
    .digest('hex');

describe('the customer data rights: search, export, erase (GDPR articles 15 and 17)', () => {
  let t: TestApp;
  let admin: TestSession;
  let adminId: number;
  let payments: Awaited<ReturnType<typeof listenForPayments>>;
  /** Maija's orders: paid online, a company's bill, a bill whose mail is still queued. */
  const own: { id: number; reference: string }[] = [];
  let other: { id: number; reference: string };

  async function place(address: Record<string, unknown>, dateIndex: number, extra = {}) {
    const { body } = await orderPayload(t.app, { address, dateIndex, extra });
    const res = await payments.inject('POST', '/api/order', body);
    expect(res.statusCode).toBe(201);
    const { reference, customer_email } = res.json<{ reference: string; customer_email: string }>();
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      `select id from orders where reference = '${reference}'`,
    );
    return { id: Number(row!.id), reference, customer_email };
  }

  async function pay(order: { reference: string; customer_email: string }) {
    const { providers } = await payments.startPayment(order);
    const bank = providers.find((p) => p.name === 'Nordea')!;
    await payments.inject('POST', '/api/payment/update', {
      order_id: order.reference,
      provider_name: bank.name,
    });
    const back = await payments.payAtBank(bank, 'ok');
    const paid = await payments.inject(
      'POST',
      '/api/payment/success',
      Object.fromEntries(back.searchParams),
    );
    expect(paid.statusCode).toBe(200);
  }

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ now, env: { SECRET_KEY: secretKey } }));
    payments = await listenForPayments(t);
    const [user] = await queryRows<{ id: number }>(
      t.database.db,
      `select id from users where email = '${testAdmin.email}'`,
    );
    adminId = Number(user!.id);
    const paid = await place({ ...maija }, 0, { additionalInfo: note });
    await pay(paid);
    own.push(paid);
    own.push(
      await place(
        { ...companyContact, ...maija, paymentType: 'BILL', email: maija.email.toLowerCase() },
        1,
      ),
    );
    await t.app.outbox.drain();
    other = await place({ ...privateContact }, 2);
    // Queued after the last delivery round: its confirmation mail is still waiting.
    own.push(await place({ ...maija, paymentType: 'BILL' }, 3));
  });
  afterAll(() => t.close());

  const exportOf = async (email: string): Promise<CustomerExport> => {
    const res = await admin.inject({
      method: 'GET',
      url: `/api/customers/export?email=${encodeURIComponent(email)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="asiakastiedot-2026-11-23.json"',
    );
    return customerExportSchema.parse(res.json());
  };
  const search = async (query: string) => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/customers/search',
      payload: { query },
    });
    expect(res.statusCode).toBe(200);
    return customerSearchResultSchema.parse(res.json()).customers;
  };
  const erase = (payload: Record<string, unknown>) =>
    admin.inject({ method: 'POST', url: '/api/customers/erase', payload });
  const orderView = async (id: number) => {
    const res = await admin.inject({ method: 'GET', url: `/api/order/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json<StoredOrder>();
  };
  const dataRequests = () =>
    queryRows<{
      kind: string;
      user_id: number | null;
      subject_hash: string | null;
      order_count: number;
      created: Date | string;
      row: string;
    }>(
      t.database.db,
      'select kind, user_id, subject_hash, order_count, created, d::text as row from data_requests d order by id',
    );

  it('answers 401 without a session, on every route', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/customers/export?email=a%40example.fi' },
      { method: 'POST' as const, url: '/api/customers/search', payload: { query: 'abc' } },
      { method: 'POST' as const, url: '/api/customers/erase', payload: { email: 'a@example.fi' } },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { origin: t.config.publicUrl } });
      expect(res.statusCode, call.url).toBe(401);
    }
  });

  it('exports every order of the address in any letter case, with addresses, lines, payments and mails', async () => {
    const result = await exportOf('maija.MEHILAINEN@example.fi');
    expect(result.email).toBe('maija.MEHILAINEN@example.fi');
    expect(result.exportedAt).toBe(new Date(now).toISOString());
    expect(result.orders.map((o) => o.id)).toEqual(own.map((o) => o.id));
    const [paid, company, queued] = result.orders;
    expect(paid).toMatchObject({
      reference: own[0]!.reference,
      status: 'paid',
      customer: { name: maija.name, phone: maija.phone, email: maija.email },
      additional_info: note,
      payment_type: 'online',
    });
    expect(paid!.addresses).toEqual([
      {
        type: 'shipping',
        name: maija.name,
        street_address: maija.streetAddress,
        postal_code: '00100',
        city: 'Helsinki',
        message: maija.message,
      },
    ]);
    expect(paid!.order_items.length).toBeGreaterThan(0);
    expect(paid!.quantities).toMatchObject({ balconyGlassAmount: 2 });
    expect(paid!.payments).toHaveLength(1);
    expect(paid!.payments[0]).toMatchObject({
      status: 'ok',
      provider: 'nordea',
      amount: paid!.total_price_after_discount,
      needs_refund: false,
    });
    expect(paid!.payments[0]!.paid_at).not.toBeNull();
    expect(paid!.mails).toEqual([
      expect.objectContaining({ topic: 'mail.order_confirmation', attempts: 1 }),
    ]);
    expect(paid!.mails[0]!.sent_at).not.toBeNull();
    expect(company).toMatchObject({
      customer_kind: 'company',
      company_name: 'Ikkunat Oy',
      company_vat: '2077474-0',
      payment_type: 'bill',
      payments: [],
    });
    expect(company!.customer.email).toBe(maija.email.toLowerCase());
    expect(queued!.mails).toEqual([
      expect.objectContaining({ topic: 'mail.order_confirmation', sent_at: null }),
    ]);
    // Nobody else's order.
    expect(JSON.stringify(result)).not.toContain(privateContact.name);
  });

  it('answers orders: [] for an unknown address, and 400 naming email for a bad one', async () => {
    expect((await exportOf('ei.ketaan@example.fi')).orders).toEqual([]);
    for (const url of ['/api/customers/export', '/api/customers/export?email=ei-osoite']) {
      const res = await admin.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields), url).toEqual(['email']);
    }
  });

  it('records each export: who, when, how many orders, the address only as a keyed hash', async () => {
    const rows = (await dataRequests()).filter((r) => r.kind === 'export');
    expect(rows.map((r) => [r.user_id, r.order_count, r.subject_hash])).toEqual([
      [adminId, 3, subjectOf(maija.email)],
      [adminId, 0, subjectOf('ei.ketaan@example.fi')],
    ]);
    expect(new Date(rows[0]!.created).toISOString()).toBe(new Date(now).toISOString());
    for (const row of rows) expect(row.row.toLowerCase()).not.toContain('@');
  });

  it('finds a customer by a part of the e-mail or of the phone in any notation, grouped by address', async () => {
    const expected = {
      email: maija.email.toLowerCase(),
      names: [maija.name],
      phones: [maija.phone],
      orderCount: 3,
      upcomingOrderCount: 3,
    };
    for (const query of [
      'mehilainen',
      'MAIJA.meh',
      '0407654321',
      '+358 40 765',
      '040-765-43',
      '765 4321',
    ]) {
      expect(await search(query), query).toEqual([expect.objectContaining(expected)]);
    }
    // Both customers, the one with the newest order first.
    expect((await search('example.fi')).map((c) => c.email)).toEqual([
      maija.email.toLowerCase(),
      privateContact.email,
    ]);
    expect(await search('%_%')).toEqual([]);
    expect(await search('nobody@nowhere')).toEqual([]);
  });

  it('refuses a search without a query of 3 characters, naming query', async () => {
    for (const payload of [{}, { query: 'ab' }, { query: 12345 }, { query: 'x'.repeat(200) }]) {
      const res = await admin.inject({ method: 'POST', url: '/api/customers/search', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['query']);
    }
  });

  it('refuses an erasure without the right password (403 naming currentPassword) and changes nothing', async () => {
    for (const payload of [
      { email: maija.email },
      { email: maija.email, currentPassword: 'väärä' },
    ]) {
      const res = await erase(payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'REAUTHENTICATION_FAILED',
        fields: { currentPassword: expect.any(String) },
      });
    }
    const bad = await erase({ email: 'ei-osoite', currentPassword: testAdmin.password });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['email']);
    expect((await exportOf(maija.email)).orders).toHaveLength(3);
    expect((await dataRequests()).filter((r) => r.kind === 'erase')).toEqual([]);
  });

  it('erases every order of the address: found nowhere after, amounts, lines and dates kept', async () => {
    const before = await Promise.all(own.map((o) => orderView(o.id)));
    const untouched = await orderView(other.id);
    const res = await erase({
      email: 'MAIJA.mehilainen@example.FI',
      currentPassword: testAdmin.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orders: 3 });

    // The export and the search know the address no more.
    expect((await exportOf(maija.email)).orders).toEqual([]);
    for (const query of ['mehilainen', '0407654321', 'poistettu']) {
      expect(await search(query), query).toEqual([]);
    }
    // The order view: no name, e-mail, phone, street or message; the same prices and lines.
    for (const [i, order] of own.entries()) {
      const after = await orderView(order.id);
      const was = before[i]!;
      expect(after.customer_id).toEqual({
        name: 'Poistettu',
        phone: '',
        email: `poistettu-${order.id}@poistettu.invalid`,
      });
      expect(after.additional_info).toBe('');
      for (const address of after.addresses) {
        expect(address).toMatchObject({
          name: 'Poistettu',
          street_address: 'Poistettu',
          message: null,
        });
      }
      expect(after.addresses.map((a) => [a.type, a.postal_code, a.city])).toEqual(
        was.addresses.map((a) => [a.type, a.postal_code, a.city]),
      );
      const kept = (o: StoredOrder) => ({
        ...o,
        customer_id: null,
        addresses: null,
        additional_info: null,
      });
      expect(kept(after)).toEqual(kept(was));
    }
    expect((await orderView(own[1]!.id)).company_name).toBe('Ikkunat Oy');
    // The orders list: its search finds nothing; the list itself shows the placeholders.
    for (const q of ['maija', 'Mehil', 'Kuusitie']) {
      const list = await admin.inject({ method: 'GET', url: `/api/order?q=${q}` });
      expect(list.json<OrderListResponse>().total, q).toBe(0);
    }
    const list = await admin.inject({ method: 'GET', url: '/api/order' });
    expect(list.statusCode).toBe(200);
    const names = list.json<OrderListResponse>().orders.map((o) => [o.id, o.customer_name]);
    expect(names).toEqual(
      expect.arrayContaining([
        ...own.map((o) => [o.id, 'Poistettu']),
        [other.id, privateContact.name],
      ]),
    );
    // Another customer's order is as it was.
    expect(await orderView(other.id)).toEqual(untouched);
  });

  it('leaves none of the personal data in any table: customers, addresses, orders, outbox', async () => {
    const { db } = t.database;
    const found = await queryRows<{ n: number }>(
      db,
      `select
         (select count(*) from customers
           where lower(email) like '%mehilainen%' or name like '%Mehil%' or phone like '%765%')
       + (select count(*) from order_addresses where street_address like 'Kuusitie%' or message like 'Ovikoodi%')
       + (select count(*) from orders where additional_info like '%Koira%')
       + (select count(*) from outbox where payload::text ilike '%mehil%' or last_error ilike '%mehil%') as n`,
    );
    expect(Number(found[0]!.n)).toBe(0);
    // The queued confirmation could reach no one: dropped; the sent ones stay (no data).
    const mails = await queryRows<{ order_id: string; sent: boolean }>(
      db,
      `select payload->>'orderId' as order_id, sent_at is not null as sent from outbox
        where topic = 'mail.order_confirmation' order by id`,
    );
    expect(mails.filter((m) => m.order_id === String(own[2]!.id))).toEqual([]);
    expect(mails.filter((m) => m.order_id === String(own[0]!.id))).toEqual([
      { order_id: String(own[0]!.id), sent: true },
    ]);
    // Payments keep their amounts for the books.
    const paid = await queryRows<{ amount_cents: number; status: string }>(
      db,
      `select amount_cents, status from payments where order_id = ${own[0]!.id}`,
    );
    expect(paid).toEqual([expect.objectContaining({ status: 'ok' })]);
    expect(Number(paid[0]!.amount_cents)).toBeGreaterThan(0);
  });

  it('records the erasure; a second one finds no orders but is re-authenticated and recorded too', async () => {
    const wrong = await erase({ email: maija.email, currentPassword: 'väärä' });
    expect(wrong.statusCode).toBe(403);
    const again = await erase({ email: maija.email, currentPassword: testAdmin.password });
    expect(again.json()).toEqual({ orders: 0 });
    const unknown = await erase({
      email: 'ei.ketaan@example.fi',
      currentPassword: testAdmin.password,
    });
    expect(unknown.json()).toEqual({ orders: 0 });
    const rows = (await dataRequests()).filter((r) => r.kind === 'erase');
    expect(rows.map((r) => [r.user_id, r.order_count, r.subject_hash])).toEqual([
      [adminId, 3, subjectOf(maija.email)],
      [adminId, 0, subjectOf(maija.email)],
      [adminId, 0, subjectOf('ei.ketaan@example.fi')],
    ]);
    for (const row of rows) expect(row.row.toLowerCase()).not.toContain('mehil');
  });

  it('counts as upcoming only the jobs still to come that are not cancelled', async () => {
    const [customer] = await t.database.db
      .insert(customers)
      .values({ name: 'Mennyt Asiakas', phone: '040 222 3333', email: 'mennyt@esimerkki.test' })
      .returning({ id: customers.id });
    await insertPastOrder(
      t.database.db,
      { shippingDay: '2025-06-02', created: '2025-05-01T08:00:00Z' },
      customer!.id,
    );
    const { orderId: id } = await insertPastOrder(
      t.database.db,
      { shippingDay: '2026-12-15', created: '2026-11-01T08:00:00Z' },
      customer!.id,
    );
    const found = async () => (await search('mennyt@esimerkki'))[0]!;
    expect(await found()).toMatchObject({ orderCount: 2, upcomingOrderCount: 1 });
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    expect(await found()).toMatchObject({ orderCount: 2, upcomingOrderCount: 0 });
  });
});
