import { describe, expect, it } from 'vitest';
import { parseQuantity, quantityDigits, stepQuantity } from './quantity-input';

describe('quantity inputs', () => {
  it.each([
    ['12', 4, 12],
    ['', 4, 0],
    ['abc', 4, 0],
    ['-5', 4, 5],
    ['1e3', 4, 13],
    ['007', 4, 7],
    ['123456', 4, 1234],
    ['1234', 3, 123],
    ['  9 ', 4, 9],
  ])('%j with %i digits is %i', (raw, digits, amount) => {
    expect(parseQuantity(raw, digits)).toBe(amount);
  });

  it('keeps only digits while typing', () => {
    expect(quantityDigits('1x2', 4)).toBe('12');
  });

  it('never steps below 0 nor above the digits allow', () => {
    expect(stepQuantity(0, -1, 4)).toBe(0);
    expect(stepQuantity(1, -1, 4)).toBe(0);
    expect(stepQuantity(9999, 1, 4)).toBe(9999);
    expect(stepQuantity(999, 1, 3)).toBe(999);
    expect(stepQuantity(5, 1, 4)).toBe(6);
  });
});
