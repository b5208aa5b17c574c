import { describe, expect, it } from 'vitest';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { emptyOrder, keepingEqualFields, type OrderFields } from './order-store';

const shown: OrderFields = {
  ...emptyOrder,
  quantities: { ...emptyQuantities, windows: [{ windowId: 1, amount: 5 }] },
  address: { postalCode: null },
};
/** As it comes back from storage: equal values, new objects. */
const fromStorage = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the saved order over the one the page shows (decision 097)', () => {
  it('keeps the current object of every field that holds the same', () => {
    const saved = fromStorage({ quantities: shown.quantities, address: { postalCode: '00100' } });
    const merged = keepingEqualFields(shown, saved);
    expect(merged.quantities).toBe(shown.quantities);
    expect(merged.address).toBe(saved.address);
    expect(merged.address).toEqual({ postalCode: '00100' });
  });

  it('takes a field that changed, however deep', () => {
    const quantities = { ...shown.quantities, windows: [{ windowId: 1, amount: 6 }] };
    const merged = keepingEqualFields(shown, fromStorage({ quantities }));
    expect(merged.quantities).toEqual(quantities);
    expect(merged.quantities).not.toBe(shown.quantities);
  });

  it('leaves the fields the saved order does not hold, and changes nothing in place', () => {
    const before = fromStorage(shown);
    const merged = keepingEqualFields(shown, { company: true });
    expect(merged).toEqual({ ...before, company: true });
    expect(shown).toEqual(before);
    expect(merged.quantities).toBe(shown.quantities);
  });
});
