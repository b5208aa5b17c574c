import { describe, expect, it } from 'vitest';
import { makeCounterConfig } from '../counter/counter-config.fixture';
import { isDomainError } from '../errors';
import type { OrderQuantities } from './order-quantities';
import { emptyQuantities } from './order-quantities';
import {
  assertKnownWindows,
  assertValidQuantities,
  countFields,
  findUnknownWindowIds,
  knownWindowAmounts,
  quantitySum,
} from './quantity-rules';

const config = makeCounterConfig(); // windows 1, 2, 3, 4
const q = (overrides: Partial<OrderQuantities>): OrderQuantities => ({
  ...emptyQuantities,
  ...overrides,
});

describe('assertValidQuantities', () => {
  it('accepts the empty order and whole numbers', () => {
    expect(() => assertValidQuantities(emptyQuantities)).not.toThrow();
    expect(() =>
      assertValidQuantities(q({ windows: [{ windowId: 1, amount: 9999 }], balconyGlassAmount: 3 })),
    ).not.toThrow();
  });

  it.each(countFields.flatMap((field) => [-1, 1.5, Number.NaN].map((v) => [field, v] as const)))(
    'refuses %s = %s with INVALID_QUANTITY naming the field',
    (field, value) => {
      try {
        assertValidQuantities(q({ [field]: value }));
        expect.unreachable();
      } catch (error) {
        expect(isDomainError(error, 'INVALID_QUANTITY')).toBe(true);
        expect(isDomainError(error) && error.details['field']).toBe(field);
      }
    },
  );

  it('refuses a negative or fractional window amount', () => {
    for (const amount of [-1, 0.5]) {
      expect(() => assertValidQuantities(q({ windows: [{ windowId: 1, amount }] }))).toThrow(
        expect.objectContaining({ code: 'INVALID_QUANTITY' }),
      );
    }
  });
});

describe('windows of the configuration', () => {
  const rows = q({
    windows: [
      { windowId: 2, amount: 3 },
      { windowId: 99, amount: 5 },
      { windowId: 2, amount: 1 },
      { windowId: 98, amount: 0 },
      { windowId: 1, amount: 0 },
    ],
  });

  it('adds up rows of the same window and leaves unknown ids out', () => {
    expect([...knownWindowAmounts(config, rows)]).toEqual([
      [2, 4],
      [1, 0],
    ]);
  });

  it('lists unknown ids with a positive amount, once each', () => {
    const twice = q({ windows: [...rows.windows, { windowId: 99, amount: 1 }] });
    expect(findUnknownWindowIds(config, twice)).toEqual([99]);
    expect(findUnknownWindowIds(config, emptyQuantities)).toEqual([]);
  });

  it('assertKnownWindows throws UNKNOWN_WINDOW with the ids', () => {
    expect(() => assertKnownWindows(config, rows)).toThrow(
      expect.objectContaining({
        code: 'UNKNOWN_WINDOW',
        details: { field: 'windows', windowIds: [99] },
      }),
    );
    expect(() =>
      assertKnownWindows(config, q({ windows: [{ windowId: 1, amount: 2 }] })),
    ).not.toThrow();
  });
});

describe('quantitySum', () => {
  it.each<[string, Partial<OrderQuantities>, number]>([
    ['the empty order', {}, 0],
    [
      'yes/no choices of the balcony alone',
      {
        balconyRailings: true,
        balconyGlassCurtain: true,
        balconyRailingsObstacle: true,
      },
      0,
    ],
    ['the terrace roof alone is not a quantity (issue 28)', { terraceRoof: true }, 0],
    [
      'the terrace roof with every yes/no',
      { terraceRoof: true, balconyRailings: true, balconyGlassCurtain: true },
      0,
    ],
    ['the terrace roof with one terrace glass', { terraceRoof: true, terraceGlassAmount: 1 }, 1],
    ['an unknown window', { windows: [{ windowId: 99, amount: 4 }] }, 0],
    ['a known window', { windows: [{ windowId: 3, amount: 4 }] }, 4],
    ['railing metres alone', { balconyRailingMeters: 2 }, 2],
    ['one fastener', { miscFastenerAmount: 1 }, 1],
    [
      'every count',
      {
        windows: [
          { windowId: 1, amount: 1 },
          { windowId: 2, amount: 2 },
        ],
        balconyGlassAmount: 3,
        balconyRailingMeters: 4,
        terraceGlassAmount: 5,
        miscSealAmount: 6,
        miscFastenerAmount: 7,
        highGlassAmount: 8,
        highOpeningAmount: 9,
      },
      45,
    ],
  ])('%s sums to %d', (_name, overrides, sum) => {
    expect(quantitySum(config, q(overrides))).toBe(sum);
  });
});
