import { describe, expect, it } from 'vitest';
import { counterItemKeys } from '../counter/counter-config';
import type { CounterItemKey } from '../counter/counter-config';
import { makeCounterConfig } from '../counter/counter-config.fixture';
import type { OrderQuantities } from '../order/order-quantities';
import { emptyQuantities } from '../order/order-quantities';
import { itemAmounts, washingMinutes, workItems } from './work-items';

const config = makeCounterConfig();
const q = (overrides: Partial<OrderQuantities>): OrderQuantities => ({
  ...emptyQuantities,
  ...overrides,
});
/** Only the non-zero amounts, for readable expectations. */
const nonZero = (overrides: Partial<OrderQuantities>): Partial<Record<CounterItemKey, number>> =>
  Object.fromEntries(Object.entries(itemAmounts(q(overrides))).filter(([, v]) => v > 0));

describe('itemAmounts: balcony', () => {
  it.each<[string, Partial<OrderQuantities>, Partial<Record<CounterItemKey, number>>]>([
    ['nothing', {}, {}],
    ['glasses only', { balconyGlassAmount: 4 }, { balconyGlass: 4 }],
    [
      'curtain yes, per glass',
      { balconyGlassAmount: 4, balconyGlassCurtain: true },
      { balconyGlass: 4, balconyCurtain: 4 },
    ],
    ['curtain no', { balconyGlassAmount: 4, balconyGlassCurtain: false }, { balconyGlass: 4 }],
    ['curtain without glasses', { balconyGlassCurtain: true }, {}],
    [
      'g > 0: railings per glass',
      { balconyGlassAmount: 3, balconyRailings: true },
      { balconyGlass: 3, balconyRailing: 3 },
    ],
    [
      'g > 0: railings and obstacle per glass',
      { balconyGlassAmount: 3, balconyRailings: true, balconyRailingsObstacle: true },
      { balconyGlass: 3, balconyRailing: 3, balconyRailingObstacle: 3 },
    ],
    [
      'g > 0: obstacle without railings is not washed',
      { balconyGlassAmount: 3, balconyRailings: false, balconyRailingsObstacle: true },
      { balconyGlass: 3 },
    ],
    [
      'g > 0: metres are ignored',
      { balconyGlassAmount: 2, balconyRailings: true, balconyRailingMeters: 7 },
      { balconyGlass: 2, balconyRailing: 2 },
    ],
    [
      'g = 0: railings per metre',
      { balconyRailingMeters: 5, balconyRailings: true },
      { balconyRailingMeter: 5 },
    ],
    [
      'g = 0: metres count even with the railings flag off',
      { balconyRailingMeters: 5 },
      { balconyRailingMeter: 5 },
    ],
    [
      'g = 0: obstacle per metre',
      { balconyRailingMeters: 5, balconyRailingsObstacle: true },
      { balconyRailingMeter: 5, balconyRailingObstacleMeter: 5 },
    ],
    [
      'g = 0: obstacle unanswered',
      { balconyRailingMeters: 5, balconyRailingsObstacle: null },
      { balconyRailingMeter: 5 },
    ],
    [
      'g = 0, m = 0: railings on give nothing',
      { balconyRailings: true, balconyRailingsObstacle: true },
      {},
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(nonZero(overrides)).toEqual(expected);
  });
});

describe('itemAmounts: terrace, high windows, seals, fasteners', () => {
  it.each<[string, Partial<OrderQuantities>, Partial<Record<CounterItemKey, number>>]>([
    ['terrace glass', { terraceGlassAmount: 6 }, { terraceGlass: 6 }],
    [
      'terrace roof is one fixed price',
      { terraceGlassAmount: 6, terraceRoof: true },
      { terraceGlass: 6, terraceRoof: 1 },
    ],
    ['terrace roof alone', { terraceRoof: true }, { terraceRoof: 1 }],
    ['no high windows: no base', { highGlassAmount: 0 }, {}],
    ['one high window: base + 1', { highGlassAmount: 1 }, { highWindowBase: 1, highWindow: 1 }],
    ['three high windows: base once', { highGlassAmount: 3 }, { highWindowBase: 1, highWindow: 3 }],
    ['openings: own base', { highOpeningAmount: 2 }, { highOpeningBase: 1, highOpening: 2 }],
    [
      'both kinds of high window',
      { highGlassAmount: 1, highOpeningAmount: 1 },
      { highWindowBase: 1, highWindow: 1, highOpeningBase: 1, highOpening: 1 },
    ],
    ['seals: base once', { miscSealAmount: 2 }, { sealBase: 1, seal: 2 }],
    ['fasteners: no base', { miscFastenerAmount: 5 }, { fastener: 5 }],
  ])('%s', (_name, overrides, expected) => {
    expect(nonZero(overrides)).toEqual(expected);
  });
});

describe('workItems', () => {
  it('is the base line alone for the empty order', () => {
    expect(workItems(config, emptyQuantities)).toEqual([
      { key: 'base', amount: 1, unitPriceCents: 5900, unitMinutes: 30, easoftItemId: '700450' },
    ]);
  });

  it('lists base, windows in configuration order, then items in counterItemKeys order', () => {
    const everything = q({
      windows: [
        { windowId: 3, amount: 1 },
        { windowId: 1, amount: 2 },
        { windowId: 42, amount: 7 },
      ],
      balconyGlassAmount: 1,
      balconyGlassCurtain: true,
      balconyRailings: true,
      balconyRailingsObstacle: true,
      terraceGlassAmount: 1,
      terraceRoof: true,
      highGlassAmount: 1,
      highOpeningAmount: 1,
      miscSealAmount: 1,
      miscFastenerAmount: 1,
    });
    const keys = workItems(config, everything).map((item) => item.key);
    const withoutMetreItems = counterItemKeys.filter((key) => !key.endsWith('Meter'));
    expect(keys).toEqual(['base', 'window:1', 'window:3', ...withoutMetreItems]);
  });

  it('carries the window title, English and Swedish titles and accounting id', () => {
    const [, window] = workItems(config, q({ windows: [{ windowId: 2, amount: 3 }] }));
    expect(window).toEqual({
      key: 'window:2',
      amount: 3,
      unitPriceCents: 990,
      unitMinutes: 10,
      easoftItemId: '700102',
      title: 'Avattava 6-pintainen',
      titleEng: 'Opening 6 surfaces',
      titleSv: '',
    });
  });
});

describe('washingMinutes', () => {
  it.each<[string, Partial<OrderQuantities>, number]>([
    ['base time only', {}, 30],
    [
      'windows per unit',
      {
        windows: [
          { windowId: 1, amount: 2 },
          { windowId: 3, amount: 1 },
        ],
      },
      30 + 16 + 4,
    ],
    ['unknown windows take no time', { windows: [{ windowId: 77, amount: 10 }] }, 30],
    [
      'balcony per glass',
      {
        balconyGlassAmount: 2,
        balconyGlassCurtain: true,
        balconyRailings: true,
        balconyRailingsObstacle: true,
      },
      30 + 2 * (4 + 2 + 3 + 1),
    ],
    [
      'balcony per metre',
      { balconyRailingMeters: 3, balconyRailingsObstacle: true },
      30 + 3 * (5 + 2),
    ],
    ['terrace glass and roof', { terraceGlassAmount: 2, terraceRoof: true }, 30 + 12 + 60],
    ['high windows: base + per unit', { highGlassAmount: 2 }, 30 + 20 + 24],
    ['openings: base + per unit', { highOpeningAmount: 2 }, 30 + 25 + 30],
    [
      'seals: base + per unit, fasteners per unit',
      { miscSealAmount: 2, miscFastenerAmount: 4 },
      30 + 10 + 6 + 4,
    ],
  ])('%s: %d minutes', (_name, overrides, minutes) => {
    expect(washingMinutes(config, q(overrides))).toBe(minutes);
  });

  it('refuses invalid quantities', () => {
    expect(() => washingMinutes(config, q({ highGlassAmount: -2 }))).toThrow(
      expect.objectContaining({ code: 'INVALID_QUANTITY' }),
    );
  });
});
