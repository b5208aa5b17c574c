import { describe, expect, it } from 'vitest';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { checkedSavedOrder } from './saved-order-check';

const valid = {
  quantities: { ...emptyQuantities, windows: [{ windowId: 1, amount: 2 }], terraceRoof: true },
  additionalInfo: '',
  discount: { code: 'KEVÄT', type: 'FIXED', discount: 5 },
  shippingDay: '2026-12-01',
  starting: '08:00',
  cleanerId: 3,
  address: { postalCode: '00100', city: 'Helsinki' },
  mall: null,
  company: false,
  contact: null,
  orderAttempt: null,
  createdOrder: {
    reference: 'abc',
    customer_email: 'a@b.fi',
    total_price_after_discount: 99,
    payment_type: 'online',
    status: 'awaiting_payment',
  },
};

describe('checkedSavedOrder', () => {
  it('keeps a saved order of the expected shape', () => {
    expect(checkedSavedOrder(valid)).toBe(valid);
    expect(checkedSavedOrder({ ...valid, address: { postalCode: false } })).not.toBeNull();
  });

  it('keeps one saved before a field existed: the missing field stays empty', () => {
    const { contact: _c, orderAttempt: _o, createdOrder: _r, ...older } = valid;
    expect(checkedSavedOrder(older)).toBe(older);
  });

  it('keeps a created order with or without its key and number (saved before them)', () => {
    const created = { ...valid.createdOrder, idempotencyKey: 'key-12345678', order_number: 'K-1' };
    expect(checkedSavedOrder({ ...valid, createdOrder: created })).not.toBeNull();
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['a string', 'order'],
    [
      'a quantity missing',
      { ...valid, quantities: { ...valid.quantities, miscSealAmount: undefined } },
    ],
    ['a negative amount', { ...valid, quantities: { ...valid.quantities, highGlassAmount: -1 } }],
    ['windows not a list', { ...valid, quantities: { ...valid.quantities, windows: {} } }],
    [
      'a window without an id',
      { ...valid, quantities: { ...valid.quantities, windows: [{ amount: 1 }] } },
    ],
    ['an address without its postal code', { ...valid, address: { city: 'Espoo' } }],
    ['quantities that are not an object', { ...valid, quantities: [] }],
    ['a created order without its reference', { ...valid, createdOrder: { status: 'paid' } }],
    [
      'a created order whose key is not text',
      { ...valid, createdOrder: { ...valid.createdOrder, idempotencyKey: 12 } },
    ],
    [
      'a discount of an unknown type',
      { ...valid, discount: { code: 'X', type: 'HALF', discount: 5 } },
    ],
    ['a mall choice without its set', { ...valid, mall: { mall_name: 'itis', windows: 2 } }],
  ])('drops %s', (_name, saved) => {
    expect(checkedSavedOrder(saved)).toBeNull();
  });
});
