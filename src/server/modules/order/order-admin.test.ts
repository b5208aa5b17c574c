import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '#contracts/order-admin.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { queryRows } from '#server/db/client.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { availableDates, orderPayload } from '#server/test-support/checkout.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

describe('back-office orders: GET order, GET/PUT/DELETE order/:id', () => {
  let t: TestApp;
  let session: TestSession;
  const ids: number[] = [];

  async function place(extra: Record<string, unknown> = {}, dateIndex = 0) {
    const { body } = await orderPayload(t.app, { dateIndex, extra });
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode).toBe(201);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      `select id from orders where reference = '${String(res.json().reference)}'`,
    );
    return row!.id;
  }

  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
    ids.push(await place({}, 0));
    ids.push(await place({}, 1));
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await session.inject({ method: 'GET', url: `/api/order${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<OrderListResponse>();
  };
  const one = async (id: number) => {
    const res = await session.inject({ method: 'GET', url: `/api/order/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json<StoredOrder>();
  };

  it('lists orders newest first, with the customer, the address and the total', async () => {
    const { orders, total, international_share } = await list();
    expect(total).toBe(2);
    expect(orders.map((o) => o.id)).toEqual([...ids].reverse());
    expect(orders[0]).toMatchObject({ customer_name: 'Matti Meikäläinen', postal_code: '00100' });
    // The twelve months up to today (2026-11-23) unless a period is chosen.
    expect(international_share).toEqual({
      from: '2025-11-24',
      to: '2026-11-23',
      orders: 2,
      international: 0,
    });
    const chosen = await list('?share_from=2023-10-06&share_to=2024-07-31');
    expect(chosen.international_share).toEqual({
      from: '2023-10-06',
      to: '2024-07-31',
      orders: 0,
      international: 0,
    });
    const ascending = await list('?sort=created&dir=asc&pageSize=1&page=2');
    expect(ascending.orders.map((o) => o.id)).toEqual([ids[1]]);
  });

  it('filters recurring orders and the international-cleaner flag, and searches', async () => {
    await t.database.db.execute(
      `update orders set repeated_order = true, clean_interval = 6, international_cleaner = true where id = ${ids[0]}`,
    );
    expect((await list('?recurring=true')).orders.map((o) => o.id)).toEqual([ids[0]]);
    expect((await list('?international=false')).orders.map((o) => o.id)).toEqual([ids[1]]);
    expect((await list(`?q=${ids[1]}`)).orders.map((o) => o.id)).toEqual([ids[1]]);
    expect((await list('?q=meik')).total).toBe(2);
    const { reference, order_number } = (await list()).orders[0]!;
    expect(order_number).toMatch(/^K-\d{4}-\d{6}$/);
    expect((await list(`?q=${reference}`)).orders.map((o) => o.reference)).toEqual([reference]);
    expect((await list('?q=nobody%25')).total).toBe(0);
    for (const bad of ['?recurring=yes', '?sort=password', '?pageSize=1000', '?page=0']) {
      const res = await session.inject({ method: 'GET', url: `/api/order${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('shows one order as stored, with its lines and accounting ids', async () => {
    const order = await one(ids[0]!);
    expect(order).toMatchObject({ id: ids[0], status: 'awaiting_payment', payment_type: 'online' });
    expect(order.order_number).toMatch(/^K-\d{4}-\d{6}$/);
    expect(order.order_items.some((i) => i.easoft_item_id === '700450')).toBe(true);
    expect((await session.inject({ method: 'GET', url: '/api/order/999999' })).statusCode).toBe(
      404,
    );
  });

  it('edits contact details and addresses; the name, phone and a complete address are required', async () => {
    const order = await one(ids[1]!);
    const edit = {
      id: order.id,
      shipping_day: order.shipping_day,
      customer_id: { name: 'Maija Meikäläinen', phone: '050 765 4321' },
      addresses: [
        ...order.addresses.filter((a) => a.type === 'shipping'),
        {
          type: 'billing',
          name: 'Maija M',
          street_address: 'Laskutie 2',
          postal_code: '00200',
          city: 'Helsinki',
          message: null,
        },
      ],
      additional_info: 'Ovikoodi 1234',
    };
    const res = await session.inject({
      method: 'PUT',
      url: `/api/order/${order.id}`,
      payload: edit,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<StoredOrder>()).toMatchObject({
      customer_id: { name: 'Maija Meikäläinen', phone: '050 765 4321' },
      additional_info: 'Ovikoodi 1234',
      shipping_day: order.shipping_day,
    });
    expect(
      res
        .json<StoredOrder>()
        .addresses.map((a) => a.type)
        .sort(),
    ).toEqual(['billing', 'shipping']);

    const before = JSON.stringify(await one(order.id));
    const bad: [Record<string, unknown>, string][] = [
      [{ customer_id: { name: '', phone: '050 765 4321' } }, 'customer_id.name'],
      [{ customer_id: { name: 'Maija', phone: '' } }, 'customer_id.phone'],
      [{ addresses: [{ ...edit.addresses[0], city: '' }] }, 'addresses.0.city'],
      [{ addresses: [edit.addresses[1]] }, 'addresses'],
      [{ shipping_day: null }, 'shipping_day'],
      [{ id: 1 }, 'id'],
    ];
    for (const [patch, field] of bad) {
      const answer = await session.inject({
        method: 'PUT',
        url: `/api/order/${order.id}`,
        payload: { ...edit, ...patch },
      });
      expect(answer.statusCode, field).toBe(400);
      expect(Object.keys(answer.json().fields), field).toContain(field);
    }
    expect(JSON.stringify(await one(order.id))).toBe(before);
  });

  it('moves an order to another free day of its washer, or refuses a day without room and keeps the old one', async () => {
    const order = await one(ids[1]!);
    const free = await availableDates(t.app, '00100', order.washing_time);
    const target = free.find(
      (d) => d.date !== order.shipping_day && d.cleanerId === order.cleanerId,
    );
    expect(target).toBeDefined();
    const payload = {
      id: order.id,
      shipping_day: target!.date,
      customer_id: order.customer_id,
      addresses: order.addresses,
    };
    const moved = await session.inject({ method: 'PUT', url: `/api/order/${order.id}`, payload });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<StoredOrder>().shipping_day).toBe(target!.date);
    const reservations = await queryRows<{ n: number }>(
      t.database.db,
      `select count(*)::int as n from washer_reservations where order_id = ${order.id}`,
    );
    expect(reservations[0]!.n).toBe(1);

    // A Saturday is no working day: 400 naming the day, and the order keeps its day.
    const saturday = await session.inject({
      method: 'PUT',
      url: `/api/order/${order.id}`,
      payload: { ...payload, shipping_day: '2026-12-19' },
    });
    expect(saturday.statusCode).toBe(400);
    expect((await one(order.id)).shipping_day).toBe(target!.date);
  });

  it('deletes an order with its washer time; then 404', async () => {
    const id = ids[0]!;
    const res = await session.inject({ method: 'DELETE', url: `/api/order/${id}` });
    expect(res.statusCode).toBe(204);
    expect((await session.inject({ method: 'GET', url: `/api/order/${id}` })).statusCode).toBe(404);
    expect((await session.inject({ method: 'DELETE', url: `/api/order/${id}` })).statusCode).toBe(
      404,
    );
    const left = await queryRows<{ n: number }>(
      t.database.db,
      `select count(*)::int as n from washer_reservations where order_id = ${id}`,
    );
    expect(left[0]!.n).toBe(0);
    expect((await list()).total).toBe(1);
  });
});
