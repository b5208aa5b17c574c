import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { storedOrderOf } from '#server/test-support/order-rows.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

/** What can be ordered alone (src/domain/order/quantity-rules.ts quantitySum). */
describe('POST /api/order: the quantities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/order', payload: body as object });
  const orderRow = (reference: string) => storedOrderOf(t.database.db, reference);

  it('takes the terrace roof alone (issue 15)', async () => {
    const { body, quote, config } = await orderPayload(t.app, {
      dateIndex: 0,
      quantities: { ...emptyQuantities, terraceRoof: true },
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
