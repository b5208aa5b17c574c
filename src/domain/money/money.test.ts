import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import {
  assertCents,
  centsToEuros,
  divRound,
  eurosToCents,
  floorDiv,
  percentOfFloor,
  percentToBasisPoints,
} from './money';

describe('eurosToCents', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [1, 100],
    [7.9, 790],
    [-7.9, -790],
    [2.9, 290],
    [-30, -3000],
    [1600, 160000],
    [0.1 + 0.2, 30],
    [1.005, 101], // binary 1.00499999... is still the decimal 1.005
    [-1.005, -101],
    [0.015, 2],
    [1.004999, 100],
    [19.99, 1999],
    [12345678.91, 1234567891],
  ])('%s EUR is %s cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses %d with INVALID_AMOUNT',
    (euros) => {
      expect(() => eurosToCents(euros)).toThrow(
        expect.objectContaining({ code: 'INVALID_AMOUNT' }),
      );
    },
  );
});

describe('centsToEuros', () => {
  it.each([
    [0, 0],
    [790, 7.9],
    [-3000, -30],
    [1, 0.01],
    [160000, 1600],
  ])('%s cents is %s EUR', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('round-trips every cent amount up to 100 000 EUR in steps', () => {
    for (let cents = -10_000; cents <= 10_000_000; cents += 997) {
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    }
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToEuros(1.5)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });
});

describe('integer division', () => {
  it.each([
    [7, 2, 3],
    [-7, 2, -4],
    [7, -2, -4],
    [-7, -2, 3],
    [6, 3, 2],
    [0, 5, 0],
  ])('floorDiv(%d, %d) = %d', (n, d, q) => {
    expect(floorDiv(n, d)).toBe(q);
  });

  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [4, 3, 1],
    [5, 3, 2],
    [-4, 3, -1],
    [0, 7, 0],
    [1, 3, 0],
  ])('divRound(%d, %d) = %d (halves away from zero)', (n, d, q) => {
    expect(divRound(n, d)).toBe(q);
  });
});

describe('percentOfFloor', () => {
  it.each([
    [790, 85, 671], // 671.5 rounds down
    [1000, 35, 350],
    [999, 35, 349], // 349.65 rounds down
    [5900, 67, 3953],
    [12550, 25.5, 3200], // 3200.25
    [1, 50, 0],
    [0, 35, 0],
    [12345, 100, 12345],
    [12345, 0, 0],
  ])('%s cents x %s %% = %s', (cents, percent, result) => {
    expect(percentOfFloor(cents, percent)).toBe(result);
  });

  it('needs whole cents and at most two decimals of percent', () => {
    expect(() => percentOfFloor(10.5, 10)).toThrow();
    expect(() => percentToBasisPoints(12.345)).toThrow();
    expect(percentToBasisPoints(87.66)).toBe(8766);
    expect(percentToBasisPoints(100 - 12.34)).toBe(8766);
  });
});

describe('assertCents', () => {
  it('names the field in the error', () => {
    try {
      assertCents(0.5, 'priceCents');
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error, 'INVALID_AMOUNT')).toBe(true);
      expect(isDomainError(error) && error.details).toEqual({ field: 'priceCents' });
    }
  });
});
