import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyContact } from '#contracts/contact-form.fixture.ts';
import {
  orderSortColumns,
  type OrderListItem,
  type OrderListResponse,
} from '#contracts/order-admin.ts';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { queryRows } from '#server/db/client.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { counterOf, orderPayload } from '#server/test-support/checkout.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

/** GET /api/order?q=: the back office's one search box (issue 14, decision 046). */
describe('orders search: GET /api/order?q=', () => {
  let t: TestApp;
  let session: TestSession;
  let aino: OrderListItem;
  let pekka: OrderListItem;
  let mall: OrderListItem;
  let washerName: string;

  async function place(address: Record<string, unknown>, dateIndex: number) {
    const { body, slot } = await orderPayload(t.app, { dateIndex, address });
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode).toBe(201);
    return { reference: String(res.json().reference), slot };
  }

  const list = async (query: Record<string, string>) => {
    const res = await session.inject({
      method: 'GET',
      url: `/api/order?${new URLSearchParams(query).toString()}`,
    });
    expect(res.statusCode, JSON.stringify(query)).toBe(200);
    return res.json<OrderListResponse>();
  };
  const found = async (q: string) => (await list({ q })).orders.map((o) => o.reference).sort();

  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
    const first = await place(
      { name: 'Aino Virtanen', email: 'aino.virtanen@example.fi', phone: '040 123 4567' },
      0,
    );
    const second = await place(
      { name: 'Pekka Korhonen', email: 'pekka@firma.example', phone: '050 765 4321' },
      1,
    );
    // Pekka's address and phone as an older system stored them, with LIKE's own marks.
    await t.database.db.execute(
      `update order_addresses set street_address = 'Piha_tie 100% \\ B', postal_code = '02250',
         city = 'Espoo' where order_id = (select id from orders where reference = '${second.reference}')`,
    );
    await t.database.db.execute(
      `update customers set phone = '050-7654321' where id =
         (select customer_id from orders where reference = '${second.reference}')`,
    );
    const display = findDisplayWindow(await counterOf(t.app))!;
    const mallRes = await t.app.inject({
      method: 'POST',
      url: '/api/mallorder',
      payload: {
        windows: [{ windowId: display.id, amount: 12 }],
        mall_name: 'itis',
        mall_starting_month: '2026-12',
        mall_cleaning_set: 'shine',
        language: 'fi',
        address: {
          ...companyContact,
          name: 'Liisa Liike',
          email: 'liisa@liike.example',
          phone: '044 555 6666',
          streetAddress: 'Itäkatu 1',
          postalCode: '00930',
          city: 'Helsinki',
          paymentType: 'BILL',
          invoice_channel: 'email',
        },
      },
    });
    expect(mallRes.statusCode).toBe(201);
    const all = (await list({})).orders;
    const byName = (name: string) => all.find((o) => o.customer_name === name)!;
    [aino, pekka, mall] = [
      byName('Aino Virtanen'),
      byName('Pekka Korhonen'),
      byName('Liisa Liike'),
    ];
    const [washer] = await queryRows<{ name: string }>(
      t.database.db,
      `select name from washers where id = ${first.slot.cleanerId}`,
    );
    washerName = washer!.name;
    expect(aino.starting).toBe(first.slot.starting);
  });
  afterAll(() => t.close());

  it('lists the job start, the washer by name, and a mall order’s centre and set', () => {
    expect(aino).toMatchObject({
      washer_name: washerName,
      mall_name: null,
      mall_cleaning_set: null,
    });
    expect(aino.starting).toMatch(/^\d\d:\d\d$/);
    expect(pekka.washer_name).toEqual(expect.any(String));
    expect(mall).toMatchObject({
      starting: null,
      shipping_day: null,
      washer_name: null,
      mall_name: 'itis',
      mall_cleaning_set: 'shine',
    });
  });

  type Who = 'aino' | 'pekka' | 'mall';
  const cases: [string, () => string, Who][] = [
    [
      'the reference, part of it, any case',
      () => aino.reference.slice(4, 14).toUpperCase(),
      'aino',
    ],
    ['the whole reference', () => pekka.reference, 'pekka'],
    ['the order number people read out', () => pekka.order_number, 'pekka'],
    ['the order number in lower case', () => ` ${mall.order_number.toLowerCase()} `, 'mall'],
    ['part of the name', () => 'virtan', 'aino'],
    ['the name in capitals', () => 'PEKKA KORHONEN', 'pekka'],
    ['part of the e-mail', () => 'aino.virt', 'aino'],
    ['the e-mail’s domain', () => '@FIRMA.example', 'pekka'],
    ['a phone as typed', () => '040 123 4567', 'aino'],
    ['a phone without spaces', () => '0401234567', 'aino'],
    ['a phone in international form', () => '+358 40 123 4567', 'aino'],
    ['a phone stored with a dash, typed internationally', () => '+358507654321', 'pekka'],
    ['a phone stored with a dash, typed with spaces', () => '050 765 4321', 'pekka'],
    ['the end of a phone number', () => '765 43', 'pekka'],
    ['part of the street', () => 'piha_t', 'pekka'],
    ['the postal code', () => '02250', 'pekka'],
    ['part of the city', () => 'spo', 'pekka'],
    ['the centre order’s company e-mail', () => 'liike.example', 'mall'],
  ];
  it.each(cases)('finds by %s', async (_what, text, who) => {
    const order = { aino, pekka, mall }[who];
    expect(await found(text())).toEqual([order.reference]);
  });

  it('finds an order by its id, and finds the same street for every order there', async () => {
    expect((await list({ q: String(mall.id) })).orders.map((o) => o.id)).toContain(mall.id);
    expect(await found('Helsinki')).toEqual([aino.reference, mall.reference].sort());
  });

  it('answers an empty page when nothing matches', async () => {
    const answer = await list({ q: 'zzqqxxnothing' });
    expect(answer).toMatchObject({ orders: [], total: 0 });
    expect(await found('+358 40 999 9999')).toEqual([]);
  });

  it('takes LIKE’s marks %, _ and \\ literally', async () => {
    expect(await found('%')).toEqual([pekka.reference]);
    expect(await found('_')).toEqual([pekka.reference]);
    expect(await found('\\')).toEqual([pekka.reference]);
    expect(await found('100%')).toEqual([pekka.reference]);
    expect(await found('a%o')).toEqual([]);
    expect(await found('a_n')).toEqual([]);
  });

  it('keeps the other filters, the sort and the pages with a search', async () => {
    const both = await list({ q: 'helsinki', sort: 'customer', dir: 'asc', pageSize: '1' });
    expect(both.total).toBe(2);
    expect(both.orders.map((o) => o.customer_name)).toEqual(['Aino Virtanen']);
    const second = await list({
      q: 'helsinki',
      sort: 'customer',
      dir: 'asc',
      pageSize: '1',
      page: '2',
    });
    expect(second.orders.map((o) => o.customer_name)).toEqual(['Liisa Liike']);
    expect((await list({ q: 'helsinki', recurring: 'true' })).total).toBe(0);
  });

  it('pages a search exactly as the unsearched list: attention first, every sort, both ways', async () => {
    // One order needs a new time: the attention-first list puts it on top.
    await t.database.db.execute(
      `update orders set status = 'needs_new_time' where reference = '${pekka.reference}'`,
    );
    // Every order of this file's database matches 'example' (all three e-mails).
    expect((await list({ q: 'example' })).total).toBe(3);
    for (const sort of orderSortColumns) {
      for (const dir of ['asc', 'desc']) {
        const query = { sort, dir, attention: 'first', pageSize: '2' };
        const pages = async (extra: Record<string, string>) => {
          const all = [];
          for (const page of ['1', '2']) {
            const answer = await list({ ...query, ...extra, page });
            expect(answer.total, JSON.stringify(query)).toBe(3);
            all.push(...answer.orders.map((o) => o.reference));
          }
          return all;
        };
        const listed = await pages({});
        expect(listed[0]).toBe(pekka.reference);
        expect(await pages({ q: 'example' }), JSON.stringify(query)).toEqual(listed);
      }
    }
    const only = await list({ q: 'example', attention: 'only' });
    expect([only.total, only.orders.map((o) => o.reference)]).toEqual([1, [pekka.reference]]);
    expect((await list({ q: 'example', page: '9' })).orders).toEqual([]);
  });

  it('refuses a search text over 128 characters with a 400 naming q', async () => {
    const res = await session.inject({ method: 'GET', url: `/api/order?q=${'a'.repeat(129)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { q: expect.any(String) },
    });
    expect((await list({ q: 'a'.repeat(128) })).total).toBe(0);
  });
});
