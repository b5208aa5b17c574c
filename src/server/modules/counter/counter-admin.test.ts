import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { counterApiSchema } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { orderIdOf } from '#server/test-support/order-effects.ts';
import {
  putCounter,
  readCounter,
  saveCounterAfresh,
  withoutVersion,
  withWindowOf,
  type CounterBody,
} from '#server/test-support/counter-admin.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { counterImages as img } from './counter-images.fixture';

describe('back office: GET /api/counter, PUT /api/counter/:counterId', () => {
  let t: TestApp;
  let admin: TestSession;
  let original: CounterBody;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp());
    original = await read();
  });
  afterAll(() => t.close());
  // Every test starts from the seeded configuration: its rows saved again as new rows.
  beforeEach(async () => {
    original = await saveCounterAfresh(t, admin, original);
  });

  const read = (id = '1') => readCounter(t, id);
  const put = (payload: unknown, id = '1', lang = 'fi') => putCounter(admin, payload, id, lang);
  const withWindow = (patch: Record<string, unknown>, index = 0) =>
    withWindowOf(original, patch, index);

  it('lists the one stored configuration with its name, for admins only', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/counter' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 1, translate: { name: expect.any(String) } }]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/counter' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves what it read unchanged, and answers the saved configuration', async () => {
    const res = await put(original);
    expect(res.statusCode).toBe(200);
    expect(withoutVersion(counterApiSchema.parse(res.json()))).toEqual(original);
    expect(await read()).toEqual(original);
  });

  it('takes 8888 (the default counter) as the stored one; 9999 and others are not found', async () => {
    const res = await put({ ...original, base_price: 51 }, '8888');
    expect(res.statusCode).toBe(200);
    expect((await read()).base_price).toBe(51);
    for (const id of ['9999', '2', '8887']) {
      const other = await put(original, id);
      expect(other.statusCode, id).toBe(404);
      expect(other.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    for (const id of ['0', '-1', 'abc']) {
      const bad = await put(original, id);
      expect(bad.statusCode, id).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual(['counterId']);
    }
  });

  it('refuses anyone without a session and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/counter/1',
      headers: { origin: t.config.publicUrl },
      payload: { ...original, base_price: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(await read()).toEqual(original);
  });

  it.each<[string, (o: CounterBody) => unknown, string, string]>([
    ['base price 0', (o) => ({ ...o, base_price: 0 }), 'base_price', 'Oltava enemmän kuin 0e'],
    [
      'base price missing',
      (o) => ({ ...o, base_price: undefined }),
      'base_price',
      'Pakollinen tieto',
    ],
    [
      'base price as text',
      (o) => ({ ...o, base_price: 'abc' }),
      'base_price',
      'Arvon tulee olla numero',
    ],
    [
      'minimum price -5',
      (o) => ({ ...o, minimum_price: -5 }),
      'minimum_price',
      'Oltava enemmän kuin 0e',
    ],
    [
      'minimum price missing',
      (o) => ({ ...o, minimum_price: null }),
      'minimum_price',
      'Pakollinen tieto',
    ],
    [
      'percent 0',
      (o) => ({ ...o, annual_contract_discount_percent: 0 }),
      'annual_contract_discount_percent',
      'Arvon tulee olla enemmän kuin 0 ja vähemmän kuin 100',
    ],
    [
      'percent 100',
      (o) => ({ ...o, annual_contract_discount_percent: 100 }),
      'annual_contract_discount_percent',
      'Arvon tulee olla enemmän kuin 0 ja vähemmän kuin 100',
    ],
    [
      'percent missing',
      (o) => ({ ...o, annual_contract_discount_percent: undefined }),
      'annual_contract_discount_percent',
      'Pakollinen tieto',
    ],
    [
      'price missing',
      (o) => ({ ...o, balcony_glass_price: undefined }),
      'balcony_glass_price',
      'Pakollinen tieto',
    ],
    [
      'price as text',
      (o) => ({ ...o, high_window_price: '12e' }),
      'high_window_price',
      'Arvon tulee olla numero',
    ],
    [
      'time missing',
      (o) => ({ ...o, misc_seal_washing_time: undefined }),
      'misc_seal_washing_time',
      'Pakollinen tieto',
    ],
    ['time as text', (o) => ({ ...o, base_time: 'x' }), 'base_time', 'Arvon tulee olla numero'],
    [
      'accounting id empty',
      (o) => ({ ...o, high_window_base_easoft_id: '' }),
      'high_window_base_easoft_id',
      'Pakollinen tieto',
    ],
    [
      'accounting id not digits',
      (o) => ({ ...o, terrace_easoft_item_id: 'A1' }),
      'terrace_easoft_item_id',
      'Arvon tulee olla numero',
    ],
    [
      'default amount missing',
      (o) => ({ ...o, balcony_default_amount: undefined }),
      'balcony_default_amount',
      'Pakollinen tieto',
    ],
    [
      'window title empty',
      () => withWindow({ title: ' ' }),
      'windows.0.title',
      'Otsikko on pakollinen tieto',
    ],
    [
      'window English title missing',
      () => withWindow({ title_eng: undefined }),
      'windows.0.title_eng',
      'Title is required',
    ],
    [
      'window price as text',
      () => withWindow({ price: '9,90' }),
      'windows.0.price',
      'Arvon tulee olla numero',
    ],
    [
      'window price missing',
      () => withWindow({ price: undefined }),
      'windows.0.price',
      'Pakollinen tieto',
    ],
    [
      'window accounting id empty',
      () => withWindow({ easoft_item_id: '' }),
      'windows.0.easoft_item_id',
      'Pakollinen tieto',
    ],
    [
      'window time missing',
      () => withWindow({ washing_time: undefined }, 1),
      'windows.1.washing_time',
      'Pakollinen tieto',
    ],
    [
      'window id of no stored row',
      () => withWindow({ id: 999_999 }),
      'windows.0.id',
      'Rivi on poistettu tai muuttunut: lataa sivu uudelleen',
    ],
    [
      'window id twice',
      (o) => withWindow({ id: o.windows[0]!.id }, 1),
      'windows.1.id',
      'Sama arvo on jo listalla',
    ],
  ])('%s: 400 naming the field, nothing changed', async (_label, change, field, text) => {
    const res = await put(change(original));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.fields[field]).toBe(text);
    expect(await read()).toEqual(original);
  });

  it('speaks English to an English client', async () => {
    const res = await put({ ...original, base_price: 0, windows: [] }, '1', 'en');
    expect(res.json().fields).toEqual({ base_price: 'Must be more than 0 €' });
  });

  it('updates, adds and removes window rows in one save; customers see it at once', async () => {
    const [first, second, ...rest] = original.windows;
    const added = {
      title: 'Kattoikkuna',
      title_eng: 'Roof window',
      image: img.png,
      price: 24.5,
      default_amount: 0,
      washing_time: 20,
      easoft_item_id: '700599',
    };
    const res = await put({
      ...original,
      base_price: 55.5,
      windows: [{ ...second!, title_eng: 'Changed', price: 8.8 }, added, ...rest],
    });
    expect(res.statusCode).toBe(200);
    const seen = await read('9999');
    expect(seen).toEqual(withoutVersion(res.json()));
    expect(seen.base_price).toBe(55.5);
    expect(seen.windows.map((w) => w.title)).toEqual([
      second!.title,
      'Kattoikkuna',
      ...rest.map((w) => w.title),
    ]);
    expect(seen.windows[0]).toEqual({ ...second!, title_eng: 'Changed', price: 8.8 });
    expect(seen.windows[1]).toMatchObject({ ...added, id: expect.any(Number) });
    expect(seen.windows.map((w) => w.id)).not.toContain(first!.id);
    expect(await read('8888')).toEqual(seen);
  });

  it('prices a new order with the saved prices', async () => {
    const before = counterToDomain(original);
    const res = await put({
      ...withWindow({ price: original.windows[0]!.price + 3 }),
      base_price: original.base_price + 10,
      balcony_glass_price: original.balcony_glass_price + 1,
    });
    expect(res.statusCode).toBe(200);
    const { body, quantities, quote } = await orderPayload(t.app);
    const expected = quote({ paymentType: 'online' });
    expect(expected.totalAfterDiscountCents).not.toBe(
      quoteOrder(before, quantities, { paymentType: 'online' }).totalAfterDiscountCents,
    );
    const order = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(order.statusCode).toBe(201);
    expect(order.json().total_price_after_discount).toBe(expected.totalAfterDiscountCents / 100);
  });

  it('keeps an optional Swedish title per window; a Swedish order names its lines with it, else in Finnish', async () => {
    const [first, second] = original.windows;
    const res = await put({
      ...original,
      windows: [
        { ...first!, title_sv: '  Takfönster  ' },
        { ...second!, title_sv: '' },
        ...original.windows.slice(2),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    // The calculator's public answer carries them (decision 078).
    const seen = await read('9999');
    expect(seen.windows.slice(0, 2).map((w) => w.title_sv)).toEqual(['Takfönster', '']);

    const { body } = await orderPayload(t.app, {
      quantities: {
        ...emptyQuantities,
        windows: [
          { windowId: first!.id, amount: 2 },
          { windowId: second!.id, amount: 1 },
        ],
      },
      extra: { language: 'sv' },
    });
    const order = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(order.statusCode, order.body).toBe(201);
    const id = await orderIdOf(t.database.db, order.json<{ reference: string }>().reference);
    const stored = await admin.inject({ method: 'GET', url: `/api/order/${id}` });
    const names = stored.json<StoredOrder>().order_items.map((i) => i.name);
    expect(names).toContain('Takfönster');
    expect(names).toContain(second!.title);
    expect(names).toContain('Startavgift');
  });

  it('takes a save without Swedish titles (the contract only grows)', async () => {
    const older = original.windows.map(({ title_sv: _sv, ...w }) => w);
    const res = await put({ ...original, windows: older });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).windows.every((w) => w.title_sv === '')).toBe(true);
  });

  it('saves with no window rows at all', async () => {
    const res = await put({ ...original, windows: [] });
    expect(res.statusCode).toBe(200);
    expect((await read()).windows).toEqual([]);
  });
});
