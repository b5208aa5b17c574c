import { describe, expect, it } from 'vitest';
import { makeCounterConfig } from '../counter/counter-config.fixture';
import type { OrderQuantities } from '../order/order-quantities';
import { emptyQuantities } from '../order/order-quantities';
import { lineLabelKey, sumDiscountedLines, sumLines } from './price-line';
import type { PriceLine } from './price-line';
import { quoteOrder } from './quote-order';

const config = makeCounterConfig(); // base 59.00, minimum 99.00
const q = (overrides: Partial<OrderQuantities>): OrderQuantities => ({
  ...emptyQuantities,
  ...overrides,
});
const oneWindow = q({ windows: [{ windowId: 1, amount: 1 }] }); // work 59.00 + 7.90
const tenWindows = q({ windows: [{ windowId: 2, amount: 10 }] }); // work 59.00 + 99.00
const brief = (lines: PriceLine[]) =>
  lines.map((l) => [l.key, l.amount, l.unitPriceCents, l.easoftItemId]);

describe('quoteOrder: nothing chosen', () => {
  it.each<[string, Partial<OrderQuantities>]>([
    ['the empty order', {}],
    ['only yes/no choices of the balcony', { balconyRailings: true, balconyGlassCurtain: true }],
    ['only windows the configuration lacks', { windows: [{ windowId: 404, amount: 3 }] }],
    ['windows with amount 0', { windows: [{ windowId: 1, amount: 0 }] }],
  ])('%s: price 0, no lines, not orderable', (_name, overrides) => {
    const quote = quoteOrder(config, q(overrides), {
      paymentType: 'bill',
      invoiceChannel: 'paper',
      repeatedOrder: true,
      campaignCode: { type: 'FIXED', value: 500 },
    });
    expect(quote).toMatchObject({
      lines: [],
      workCents: 0,
      listPriceCents: 0,
      totalPriceCents: 0,
      codeDiscountCents: 0,
      totalAfterDiscountCents: 0,
      paymentAdjustmentCents: 0,
      quantitySum: 0,
      isOrderable: false,
      isMinimumApplied: false,
    });
  });

  it('one fastener is enough to order', () => {
    expect(quoteOrder(config, q({ miscFastenerAmount: 1 })).isOrderable).toBe(true);
  });

  it('the terrace roof alone is no order: price 0, ordering disabled (issue 28)', () => {
    const quote = quoteOrder(config, q({ terraceRoof: true }));
    expect(quote).toMatchObject({ isOrderable: false, quantitySum: 0, totalPriceCents: 0 });
    expect(quote.lines).toEqual([]);
  });

  it('the terrace roof with one terrace glass is an order with the roof line', () => {
    const quote = quoteOrder(config, q({ terraceGlassAmount: 1, terraceRoof: true }));
    expect(quote.isOrderable).toBe(true);
    expect(brief(quote.lines).map(([key]) => key)).toContain('terraceRoof');
  });
});

describe('quoteOrder: lines and the minimum price', () => {
  it('a small order is topped up to the minimum by a minimum-charge line on the base id', () => {
    const quote = quoteOrder(config, oneWindow);
    expect(brief(quote.lines)).toEqual([
      ['base', 1, 5900, '700450'],
      ['window:1', 1, 790, '700101'],
      ['onlineDiscount', 1, -3000, '700651'],
      ['minimumCharge', 1, 9900 - (6690 - 3000), '700450'],
    ]);
    expect(quote).toMatchObject({ workCents: 6690, listPriceCents: 9900, isMinimumApplied: true });
    expect(sumLines(quote.lines)).toBe(quote.totalPriceCents);
  });

  it('a large order pays work - 30 and has no minimum-charge line', () => {
    const quote = quoteOrder(config, tenWindows);
    expect(quote.lines.map((l) => l.key)).toEqual(['base', 'window:2', 'onlineDiscount']);
    expect(quote).toMatchObject({
      workCents: 15800,
      listPriceCents: 12800,
      totalPriceCents: 12800,
    });
  });

  it.each([
    [12799, 12800, false],
    [12800, 12800, false], // the minimum equals work - 30: it just does not apply
    [12801, 12801, true], // one cent more: a 1-cent minimum charge
    [0, 12800, false],
  ])('minimum %d gives list price %d (minimum applied: %s)', (minimum, list, isApplied) => {
    const quote = quoteOrder(makeCounterConfig({ minimumPriceCents: minimum }), tenWindows);
    expect(quote.listPriceCents).toBe(list);
    expect(quote.isMinimumApplied).toBe(isApplied);
    const charge = quote.lines.find((l) => l.key === 'minimumCharge');
    expect(charge?.unitPriceCents ?? 0).toBe(list - 12800);
    expect(sumLines(quote.lines)).toBe(list);
  });

  it('work below 30 EUR with no minimum still never goes below the minimum (0)', () => {
    const cheap = makeCounterConfig({ basePriceCents: 1000, minimumPriceCents: 0 });
    const quote = quoteOrder(cheap, oneWindow);
    expect(quote.listPriceCents).toBe(0);
    expect(quote.lines.find((l) => l.key === 'minimumCharge')?.unitPriceCents).toBe(3000 - 1790);
  });

  it("paying online takes the price to 0 at most: the discount is cut to what's left", () => {
    // Work 40.90 less the web shop's 30.00 is 10.90: 7.90 off online. With no minimum and
    // work of 30.00 or less the list price is 0, and nothing comes off (a bug found by the
    // property tests: the total was -7.90).
    const noMinimum = makeCounterConfig({ basePriceCents: 3300, minimumPriceCents: 0 });
    const online = { paymentType: 'online' } as const;
    const some = quoteOrder(noMinimum, oneWindow, online);
    expect(some.listPriceCents).toBe(1090);
    expect(some.paymentAdjustmentCents).toBe(-790);
    expect(some.totalPriceCents).toBe(300);
    const none = quoteOrder(
      makeCounterConfig({ basePriceCents: 1000, minimumPriceCents: 0 }),
      oneWindow,
      online,
    );
    expect(none.listPriceCents).toBe(0);
    expect(none.lines.some((l) => l.key === 'paymentDiscount')).toBe(false);
    expect(none.totalPriceCents).toBe(0);
    expect(sumLines(none.lines)).toBe(0);
    const partly = quoteOrder(
      makeCounterConfig({ basePriceCents: 2500, minimumPriceCents: 0 }),
      oneWindow,
      online,
    );
    // 25.00 + 7.90 - 30.00 = 2.90 left, so 2.90 off.
    expect(partly.listPriceCents).toBe(290);
    expect(partly.paymentAdjustmentCents).toBe(-290);
    expect(partly.totalPriceCents).toBe(0);
    expect(sumLines(partly.lines)).toBe(0);
  });

  it('prices every item type as customer spec section 9 and decision 004 say', () => {
    const quote = quoteOrder(
      config,
      q({
        windows: [
          { windowId: 1, amount: 2 },
          { windowId: 3, amount: 1 },
        ],
        balconyGlassAmount: 4,
        balconyGlassCurtain: true,
        balconyRailings: true,
        balconyRailingsObstacle: true,
        terraceGlassAmount: 2,
        terraceRoof: true,
        highGlassAmount: 2,
        highOpeningAmount: 1,
        miscSealAmount: 3,
        miscFastenerAmount: 5,
      }),
    );
    const work =
      5900 +
      2 * 790 +
      390 +
      4 * (500 + 150 + 300 + 100) +
      2 * 600 +
      9900 +
      (3500 + 2 * 1500) +
      (4500 + 2500) +
      (2000 + 3 * 250) +
      5 * 80;
    expect(quote.workCents).toBe(work);
    expect(quote.listPriceCents).toBe(work - 3000);
    expect(quote.washingMinutes).toBe(30 + 16 + 4 + 4 * 10 + 12 + 60 + 44 + 40 + 19 + 5);
    expect(quote.lines.every((l) => l.kind === 'work' || l.key === 'onlineDiscount')).toBe(true);
  });

  it('per-metre railings when there are no glasses', () => {
    const quote = quoteOrder(
      config,
      q({ balconyRailingMeters: 10, balconyRailingsObstacle: true }),
    );
    expect(brief(quote.lines.slice(1, 3))).toEqual([
      ['balconyRailingMeter', 10, 450, '700505'],
      ['balconyRailingObstacleMeter', 10, 120, '700506'],
    ]);
  });

  it('window lines carry both titles and the window label key', () => {
    const line = quoteOrder(config, oneWindow).lines[1];
    expect(line).toMatchObject({
      kind: 'work',
      labelKey: 'pricing.line.window',
      title: 'Avattava 4-pintainen',
      titleEng: 'Opening 4 surfaces',
    });
  });

  it('merges rows of the same window into one line and ignores unknown windows', () => {
    const quote = quoteOrder(
      config,
      q({
        windows: [
          { windowId: 1, amount: 1 },
          { windowId: 9, amount: 5 },
          { windowId: 1, amount: 2 },
        ],
      }),
    );
    expect(brief(quote.lines.filter((l) => l.key.startsWith('window')))).toEqual([
      ['window:1', 3, 790, '700101'],
    ]);
    expect(quote.quantitySum).toBe(3);
  });

  it('without a code every discount price equals the price', () => {
    const quote = quoteOrder(config, tenWindows);
    expect(quote.lines.every((l) => l.discountPriceCents === l.unitPriceCents)).toBe(true);
    expect(sumDiscountedLines(quote.lines)).toBe(quote.totalAfterDiscountCents);
  });

  it('refuses invalid quantities', () => {
    expect(() => quoteOrder(config, q({ terraceGlassAmount: -1 }))).toThrow(
      expect.objectContaining({ code: 'INVALID_QUANTITY' }),
    );
  });
});

describe('lineLabelKey', () => {
  it.each([
    ['base', 'pricing.line.base'],
    ['window:3', 'pricing.line.window'],
    ['balconyGlass', 'pricing.line.balcony_glass'],
    ['balconyRailingObstacleMeter', 'pricing.line.balcony_railing_obstacle_meter'],
    ['onlineDiscount', 'pricing.line.online_discount'],
    ['minimumCharge', 'pricing.line.minimum_charge'],
    ['chargingFee', 'pricing.line.charging_fee'],
  ] as const)('%s -> %s', (key, label) => {
    expect(lineLabelKey(key)).toBe(label);
  });
});
