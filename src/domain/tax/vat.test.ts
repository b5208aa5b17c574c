import { describe, expect, it } from 'vitest';
import { netOfVatCents, VAT_PERCENT, vatPartCents, withVatCents } from './vat';

describe('VAT 25.5 %', () => {
  it('is the rate since 1 September 2024', () => {
    expect(VAT_PERCENT).toBe(25.5);
  });

  it.each([
    [12550, 2550], // 100.00 net
    [0, 0],
    [100, 20], // 20.32
    [10000, 2032], // 2031.87
    [9900, 2012], // 2011.55
    [251, 51], // 51.0: exact
    [5, 1], // 1.016
    [2, 0], // 0.406
    [-12550, -2550], // a credit note
  ])('the VAT in %s cents is %s', (gross, vat) => {
    expect(vatPartCents(gross)).toBe(vat);
  });

  it.each([
    [4900, 6150], // 49.00 + 12.495 -> 12.50 (half away from zero)
    [12000, 15060],
    [24000, 30120],
    [1200, 1506],
    [0, 0],
  ])('%s cents net is %s cents with VAT', (net, gross) => {
    expect(withVatCents(net)).toBe(gross);
  });

  it('splits a gross price into net + VAT exactly', () => {
    for (let gross = 0; gross <= 50_000; gross += 37) {
      expect(netOfVatCents(gross) + vatPartCents(gross)).toBe(gross);
    }
    expect(netOfVatCents(12550)).toBe(10000);
  });

  it('refuses fractions of a cent', () => {
    expect(() => vatPartCents(10.5)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
    expect(() => withVatCents(0.1)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });
});
