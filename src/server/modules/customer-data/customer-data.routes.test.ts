import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { customers, orders } from '#server/db/schema/index.ts';
import type { TestSession } from '#server/test-support/admin-session.ts';
import {
  createCustomerDataWorld,
  dataRequestRows,
  exportCustomerData,
  maija,
  note,
  now,
  searchCustomers,
  subjectOf,
  type PlacedOrder,
} from '#server/test-support/customer-data.ts';
import { insertMoney } from '#server/test-support/money.ts';
import { insertPastOrder } from '#server/test-support/past-orders.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Search and export; customer-data.erase.test.ts erases, on the same orders.
describe('the customer data rights: search, export, erase (GDPR articles 15 and 17)', () => {
  let t: TestApp;
  let admin: TestSession;
  let adminId: number;
  let own: PlacedOrder[];
  beforeAll(async () => {
    ({ t, admin, adminId, own } = await createCustomerDataWorld());
  });
  afterAll(() => t.close());

  const exportOf = (email: string) => exportCustomerData(admin, email);
  const search = (query: string) => searchCustomers(admin, query);
  const dataRequests = () => dataRequestRows(t.database.db);

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
      status: 'confirmed',
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

  it("exports each order's payments and refunds (amount, day, method), without staff's notes", async () => {
    const company = own[1]!;
    await insertMoney(t.database.db, company.id, {
      kind: 'payment',
      amountCents: 12_345,
      onDay: '2026-03-02',
      method: 'bank_transfer',
      note: 'Sisäinen huomio: soitettu kahdesti',
    });
    await insertMoney(t.database.db, company.id, {
      kind: 'refund',
      amountCents: 2_000,
      onDay: '2026-03-05',
      method: 'other',
      note: 'Hyvitys reklamaatiosta, toimiston muistiinpano',
    });
    const result = await exportOf(maija.email);
    const exported = result.orders.find((o) => o.id === company.id)!;
    expect(exported.money).toEqual([
      { kind: 'payment', amount: 123.45, on_day: '2026-03-02', method: 'bank_transfer' },
      { kind: 'refund', amount: 20, on_day: '2026-03-05', method: 'other' },
    ]);
    // The online order paid through Paytrail: its payment on its day.
    const [paid] = result.orders;
    expect(paid!.money).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount: paid!.total_price_after_discount,
        method: 'online',
      }),
    ]);
    const text = JSON.stringify(result);
    expect(text).not.toContain('Sisäinen huomio');
    expect(text).not.toContain('toimiston muistiinpano');
    expect(text).not.toContain('Testi Toimisto');
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
