import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { orderWriteCounts, storedOrderOf } from '#server/test-support/order-rows.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

/** What can be ordered alone (src/domain/order/quantity-rules.ts sumOfCounts). */
describe('POST /api/order: the quantities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/order', payload: body as object });
  const orderRow = (reference: string) => storedOrderOf(t.database.db, reference);
  const counts = () => orderWriteCounts(t.database.db);

  it.each([
    ['fi', 'Valitse vähintään yksi pestävä kohde'],
    ['en', 'Choose at least one item to clean'],
  ])(
    'refuses the terrace roof alone: all quantities 0 (issue 28), 400 on windows in %s',
    async (language, message) => {
      const { body } = await orderPayload(t.app, {
        dateIndex: 0,
        quantities: { ...emptyQuantities, windows: [], terraceRoof: true },
      });
      const before = await counts();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: body as object,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ windows: message });
      expect(await counts()).toEqual(before);
    },
  );

  it('takes the terrace roof with one terrace glass', async () => {
    const { body, quote, config } = await orderPayload(t.app, {
      dateIndex: 0,
      quantities: { ...emptyQuantities, terraceGlassAmount: 1, terraceRoof: true },
    });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { items } = await orderRow(res.json().reference);
    expect(items.map((i) => i.easoftItemId)).toContain(config.items.terraceRoof.easoftItemId);
    expect(res.json().total_price_after_discount * 100).toBe(
      quote({ paymentType: 'online' }).totalAfterDiscountCents,
    );
  });
});
