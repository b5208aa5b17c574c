import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse as ErrorBody } from '#contracts/common.ts';
import { discounts, orders } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import {
  discountCount,
  discountForm,
  discountRow,
  discountRowOf,
  saveDiscount,
  validateCode,
} from '#server/test-support/discounts.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// The back office's campaign codes (admin spec sections 3, 5, 6, 7; decision 025).
const form = discountForm;

describe('back-office discount routes', () => {
  let t: TestApp;
  let session: TestSession;
  let adminId: number;
  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
    adminId = (await session.inject({ method: 'GET', url: '/api/auth' })).json<{ id: number }>().id;
  });
  afterAll(() => t.close());

  const create = (body: object, lang = 'fi') => saveDiscount(session, null, body, lang);
  const update = (id: number | string, body: object, lang = 'fi') =>
    saveDiscount(session, id, body, lang);
  const rowCount = () => discountCount(t.database.db);
  const rowOf = (id: number) => discountRowOf(t.database.db, id);

  it('creates a code: trimmed, in capitals, applied 0, user_id from the session', async () => {
    const res = await create({ ...form, code: ' kevät25 ', applied: 99, user_id: 424242, id: 7 });
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: number }>();
    expect(created).toEqual({
      id: expect.any(Number),
      code: 'KEVÄT25',
      type: 'percent',
      discount: 25,
      limit: 100,
      applied: 0,
      from: '2026-11-01',
      to: '2026-12-31',
      active: true,
      user_id: adminId,
    });
    expect(created.id).not.toBe(7);
    const row = await rowOf(created.id);
    expect(row).toMatchObject({ code: 'KEVÄT25', value: 25, applied: 0, userId: adminId });
    // GET answers the same.
    const one = await session.inject({ method: 'GET', url: `/api/discount/${created.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(res.json());
  });

  it('stores a fixed amount in cents and answers euros; an absent limit is no limit', async () => {
    const { limit: _limit, active: _active, ...rest } = form;
    const res = await create({ ...rest, code: 'KIINTEA', type: 'fixed', discount: 12.5 });
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: number }>();
    expect(created).toMatchObject({ discount: 12.5, limit: null, active: true });
    expect((await rowOf(created.id)).value).toBe(1250);
    const unlimited = await create({ ...form, code: 'RAJATON', limit: null });
    expect(unlimited.json()).toMatchObject({ limit: null });
  });

  // Every rule of the form, with its Finnish text; a refused request stores nothing.
  it.each<[string, Record<string, unknown>, string, string]>([
    ['code missing', { code: undefined }, 'code', 'Pakollinen tieto'],
    ['code empty', { code: '   ' }, 'code', 'Pakollinen tieto'],
    ['code of 3', { code: 'ABC' }, 'code', 'Koodi on liian lyhyt'],
    ['code of 13', { code: 'A'.repeat(13) }, 'code', 'Koodi saa sisältää enintään 12 merkkiä'],
    [
      'code with a space',
      { code: 'KEVÄT 25' },
      'code',
      'Koodissa saa olla vain kirjaimia, numeroita, - ja _',
    ],
    ['code not text', { code: 12345 }, 'code', 'Koodi on liian lyhyt'],
    ['type UNDEFINED', { type: 'UNDEFINED' }, 'type', 'Anna kelvollinen arvo'],
    ['type missing', { type: undefined }, 'type', 'Pakollinen tieto'],
    ['discount missing', { discount: undefined }, 'discount', 'Pakollinen tieto'],
    ['discount text', { discount: '10' }, 'discount', 'Arvon tulee olla numero'],
    ['discount 0', { discount: 0 }, 'discount', 'Arvon tulee olla suurempi kuin 0'],
    ['discount negative', { discount: -5 }, 'discount', 'Arvon tulee olla suurempi kuin 0'],
    ['percent 10.5', { discount: 10.5 }, 'discount', 'Arvon tulee olla kokonaisluku'],
    [
      'percent 101',
      { discount: 101 },
      'discount',
      'Arvon tulee olla enemmän kuin 0 ja enintään 100',
    ],
    [
      'fixed 3 decimals',
      { type: 'fixed', discount: 1.005 },
      'discount',
      'Enintään kaksi desimaalia',
    ],
    ['fixed too large', { type: 'fixed', discount: 2_000_000 }, 'discount', 'Arvo on liian suuri'],
    ['limit 0', { limit: 0 }, 'limit', 'Arvon tulee olla suurempi kuin 0'],
    ['limit 2.5', { limit: 2.5 }, 'limit', 'Arvon tulee olla kokonaisluku'],
    ['limit text', { limit: '5' }, 'limit', 'Arvon tulee olla numero'],
    ['limit too large', { limit: 1_000_001 }, 'limit', 'Arvo on liian suuri'],
    ['active text', { active: 'yes' }, 'active', 'Anna kelvollinen arvo'],
    ['from missing', { from: undefined }, 'from', 'Pakollinen tieto'],
    ['from not a day', { from: '2026-02-30' }, 'from', 'Anna päivämäärä muodossa VVVV-KK-PP'],
    ['to in another format', { to: '31.12.2026' }, 'to', 'Anna päivämäärä muodossa VVVV-KK-PP'],
    ['to before from', { to: '2026-10-31' }, 'to', 'Loppupäivä ei voi olla ennen alkupäivää'],
  ])('refuses %s with 400 naming the field', async (_label, patch, field, text) => {
    const before = await rowCount();
    const res = await create({ ...form, code: 'SAANTO1', ...patch });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.fields?.[field]).toBe(text);
    expect(body.message).toContain(field);
    expect(await rowCount()).toBe(before);
  });

  it('accepts the edges: 4 and 12 characters, 1 and 100 percent, a one-day code, limit 1', async () => {
    for (const body of [
      { ...form, code: 'NELJ' },
      { ...form, code: 'KAKSITOISTA1', discount: 1 },
      { ...form, code: 'SATA', discount: 100, from: '2026-12-24', to: '2026-12-24', limit: 1 },
      { ...form, code: 'SENTTI', type: 'fixed', discount: 0.01 },
    ]) {
      expect((await create(body)).statusCode, body.code).toBe(201);
    }
  });

  it('answers the messages in English when asked', async () => {
    const res = await create({ ...form, code: 'AB' }, 'en');
    expect(res.json<ErrorBody>().fields).toEqual({ code: 'Code is too short' });
  });

  it('refuses a code that exists in any letter case with 400 naming code', async () => {
    const before = await rowCount();
    const res = await create({ ...form, code: 'kevät25' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { code: 'Koodi on jo käytössä' },
    });
    expect(await rowCount()).toBe(before);
    const en = await create({ ...form, code: 'Kevät25' }, 'en');
    expect(en.json<ErrorBody>().fields).toEqual({ code: 'This code is already in use' });
  });

  it('updates every field but applied and user_id, which stay as they were', async () => {
    const { id } = (await create({ ...form, code: 'MUUTA' })).json<{ id: number }>();
    await t.database.db.update(discounts).set({ applied: 3 }).where(eq(discounts.id, id));
    const res = await update(id, {
      code: 'muutettu',
      type: 'fixed',
      discount: 7.9,
      limit: 10,
      active: false,
      from: '2026-12-01',
      to: '2027-01-31',
      applied: 0,
      user_id: 999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      code: 'MUUTETTU',
      type: 'fixed',
      discount: 7.9,
      limit: 10,
      applied: 3,
      from: '2026-12-01',
      to: '2027-01-31',
      active: false,
      user_id: adminId,
    });
    expect(await rowOf(id)).toMatchObject({ value: 790, applied: 3, userId: adminId });
  });

  it('keeps its own code on update, refuses another code, and changes nothing when refused', async () => {
    const { id } = (await create({ ...form, code: 'OMA1' })).json<{ id: number }>();
    expect((await update(id, { ...form, code: 'oma1', discount: 30 })).statusCode).toBe(200);
    const before = await rowOf(id);
    const taken = await update(id, { ...form, code: 'KEVÄT25' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ErrorBody>().fields).toEqual({ code: 'Koodi on jo käytössä' });
    const invalid = await update(id, { ...form, code: 'OMA1', discount: 0 });
    expect(invalid.json<ErrorBody>().fields).toEqual({
      discount: 'Arvon tulee olla suurempi kuin 0',
    });
    expect(await rowOf(id)).toEqual(before);
  });

  it.each([
    ['GET', undefined],
    ['PUT', form],
    ['DELETE', undefined],
  ] as const)('%s of an unknown id answers 404', async (method, payload) => {
    const res = await session.inject({
      method,
      url: '/api/discount/987654',
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().error).toBe('NOT_FOUND');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses the id %s with 400', async (id) => {
    const res = await session.inject({ method: 'GET', url: `/api/discount/${id}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<ErrorBody>().fields ?? {})).toEqual(['id']);
  });

  it('deletes a code (204), then it is gone (404) and no longer usable', async () => {
    const { id } = (await create({ ...form, code: 'POISTA' })).json<{ id: number }>();
    const del = await session.inject({ method: 'DELETE', url: `/api/discount/${id}` });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await session.inject({ method: 'GET', url: `/api/discount/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await session.inject({ method: 'DELETE', url: `/api/discount/${id}` })).statusCode,
    ).toBe(404);
    const validate = await validateCode(t, 'POISTA');
    expect(validate.statusCode).toBe(204);
  });

  it('deletes a code that an order used: the order keeps its code, type and amount', async () => {
    const { id } = (await create({ ...form, code: 'KAYTETTY' })).json<{ id: number }>();
    const { body } = await orderPayload(t.app, { extra: { discountCode: 'kaytetty' } });
    const order = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(order.statusCode, order.body).toBe(201);
    expect((await rowOf(id)).applied).toBe(1);
    const [used] = await t.database.db.select().from(orders).where(eq(orders.discountId, id));
    expect(used).toBeDefined();

    const del = await session.inject({ method: 'DELETE', url: `/api/discount/${id}` });
    expect(del.statusCode).toBe(204);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, used!.id));
    expect(kept).toMatchObject({
      discountId: null,
      discountCode: used!.discountCode,
      discountType: 'percent',
      discountAmountCents: used!.discountAmountCents,
    });
    expect(kept!.discountAmountCents).toBeGreaterThan(0);
  });

  it('an edit does not reset the uses: applied counts on after a PUT', async () => {
    const { id } = (await create({ ...form, code: 'LASKURI', limit: 2 })).json<{ id: number }>();
    const { body } = await orderPayload(t.app, {
      dateIndex: 3,
      extra: { discountCode: 'LASKURI' },
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/order', payload: body })).statusCode,
    ).toBe(201);
    const res = await update(id, { ...form, code: 'LASKURI', limit: 1, applied: 0 });
    expect(res.json()).toMatchObject({ applied: 1, limit: 1 });
    // Limit 1 reached: customers are refused now.
    const validate = await validateCode(t, 'LASKURI');
    expect(validate.statusCode).toBe(204);
  });

  it('an inactive code is refused to customers, an active one accepted', async () => {
    const { id } = (await create({ ...form, code: 'PAALLE' })).json<{ id: number }>();
    const validate = () => validateCode(t, 'paalle');
    expect((await validate()).json()).toEqual({ code: 'PAALLE', type: 'PERCENT', discount: 25 });
    await update(id, { ...form, code: 'PAALLE', active: false });
    expect((await validate()).statusCode).toBe(204);
  });

  it('lists every code newest first', async () => {
    await t.database.db.insert(discounts).values([
      { ...discountRow, code: 'VANHA', created: new Date('2026-01-01T10:00:00Z') },
      { ...discountRow, code: 'TULEVA', created: new Date('2027-01-01T10:00:00Z') },
    ]);
    const res = await session.inject({ method: 'GET', url: '/api/discount' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ code: string; id: number }[]>();
    expect(list[0]!.code).toBe('TULEVA');
    expect(list.at(-1)!.code).toBe('VANHA');
    expect(list.length).toBe(await rowCount());
    // Same instant: the later id first.
    const rest = list.slice(1, -1);
    const ids = rest.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
