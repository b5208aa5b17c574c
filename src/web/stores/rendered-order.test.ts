import { describe, expect, it } from 'vitest';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { deviceOrderMaxAgeMs } from './order-device-copy';
import { emptyOrder } from './order-store';
import { renderedOrderOf } from './rendered-order';

const now = Date.parse('2026-11-28T10:00:00Z');
const state = {
  quantities: { ...emptyQuantities, windows: [{ windowId: 1, amount: 4 }] },
  discount: null,
  shippingDay: '2026-12-10',
  starting: '13:30',
  cleanerId: 2,
  address: { postalCode: '00100' },
  mall: null,
  company: true,
};
const cookie = (copy: unknown) => JSON.stringify(copy);

describe('the order a contact page is drawn with (decision 092)', () => {
  it("is the device copy's fields over the empty order", () => {
    expect(renderedOrderOf(cookie({ savedAt: now - 60_000, state }), now)).toEqual({
      ...emptyOrder,
      ...state,
    });
  });

  it('takes nothing personal from a copy given it', () => {
    const given = {
      ...state,
      address: { postalCode: '00100', streetAddress: 'Kotikatu 1', city: 'Helsinki' },
      contact: { name: 'Maija' },
      additionalInfo: 'Ovikoodi 1234',
      createdOrder: { reference: 'r' },
    };
    const order = renderedOrderOf(cookie({ savedAt: now, state: given }), now)!;
    expect(order.address).toEqual({ postalCode: '00100' });
    expect(order.contact).toBeNull();
    expect(order.additionalInfo).toBe('');
    expect(order.createdOrder).toBeNull();
  });

  it.each<[string, string | undefined]>([
    ['no cookie', undefined],
    ['not JSON', '{"savedAt'],
    ['older than a week', cookie({ savedAt: now - deviceOrderMaxAgeMs - 1, state })],
    ['dated two days ahead of the server', cookie({ savedAt: now + 2 * 86_400_000, state })],
    ['a field of the wrong type', cookie({ savedAt: now, state: { ...state, cleanerId: 'x' } })],
  ])('is none for %s', (_name, raw) => {
    expect(renderedOrderOf(raw, now)).toBeNull();
  });

  it("allows a device's clock a day ahead of the server's, and keeps the whole week", () => {
    expect(renderedOrderOf(cookie({ savedAt: now + 3_600_000, state }), now)).not.toBeNull();
    const weekOld = cookie({ savedAt: now - deviceOrderMaxAgeMs, state });
    expect(renderedOrderOf(weekOld, now)).not.toBeNull();
  });
});
