import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import type { OrderListResponse } from '#contracts/order-admin.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { queryRows } from '#server/db/client.ts';
import { testAdmin, type TestSession } from '#server/test-support/admin-session.ts';
import {
  createCustomerDataWorld,
  dataRequestRows,
  eraseCustomerData,
  exportCustomerData,
  maija,
  searchCustomers,
  storedOrderView,
  subjectOf,
  type PlacedOrder,
} from '#server/test-support/customer-data.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Erasure; customer-data.routes.test.ts searches and exports, on the same orders.
describe('the customer data rights: search, export, erase (GDPR articles 15 and 17)', () => {
  let t: TestApp;
  let admin: TestSession;
  let adminId: number;
  let own: PlacedOrder[];
  let other: PlacedOrder;
  beforeAll(async () => {
    ({ t, admin, adminId, own, other } = await createCustomerDataWorld());
  });
  afterAll(() => t.close());

  const exportOf = (email: string) => exportCustomerData(admin, email);
  const search = (query: string) => searchCustomers(admin, query);
  const erase = (payload: Record<string, unknown>) => eraseCustomerData(admin, payload);
  const orderView = (id: number) => storedOrderView(admin, id);
  const dataRequests = () => dataRequestRows(t.database.db);

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
});
