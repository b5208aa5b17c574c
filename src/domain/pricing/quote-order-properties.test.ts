import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterItemKeys } from '../counter/counter-config';
import type { CounterConfig, CounterItemKey, PricedItem } from '../counter/counter-config';
import { makeCounterConfig } from '../counter/counter-config.fixture';
import type { OrderQuantities } from '../order/order-quantities';
import type { CampaignCode } from './campaign-code';
import { sumDiscountedLines, sumLines } from './price-line';
import type { QuoteOptions } from './quote-order';
import { quoteOrder } from './quote-order';

const cents = fc.integer({ min: 0, max: 200_000 });
const count = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 }));
const maybe = fc.constantFrom(true, false, null);

const pricedItem: fc.Arbitrary<PricedItem> = fc.record({
  priceCents: cents,
  minutes: fc.integer({ min: 0, max: 240 }),
  easoftItemId: fc.constant('700999'),
});

const configArb: fc.Arbitrary<CounterConfig> = fc
  .record({
    basePriceCents: cents,
    baseMinutes: fc.integer({ min: 0, max: 120 }),
    minimumPriceCents: cents,
    prices: fc.array(fc.tuple(cents, fc.integer({ min: 0, max: 60 })), { maxLength: 6 }),
    items: fc.tuple(...counterItemKeys.map(() => pricedItem)),
  })
  .map(({ prices, items, ...rest }) =>
    makeCounterConfig({
      ...rest,
      windows: prices.map(([priceCents, washingMinutes], index) => ({
        id: index + 1,
        title: `Ikkuna ${index + 1}`,
        titleEng: `Window ${index + 1}`,
        titleSv: `Fönster ${index + 1}`,
        image: '',
        priceCents,
        washingMinutes,
        defaultAmount: 0,
        easoftItemId: `7001${index}`,
      })),
      items: Object.fromEntries(counterItemKeys.map((key, i) => [key, items[i]])) as Record<
        CounterItemKey,
        PricedItem
      >,
    }),
  );

const quantitiesArb: fc.Arbitrary<OrderQuantities> = fc.record({
  // ids 1-6 may or may not exist in the configuration; 0 and 99 never do
  windows: fc.array(
    fc.record({ windowId: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 99), amount: count }),
    {
      maxLength: 8,
    },
  ),
  balconyGlassAmount: count,
  balconyGlassCurtain: maybe,
  balconyRailings: fc.boolean(),
  balconyRailingMeters: count,
  balconyRailingsObstacle: maybe,
  terraceGlassAmount: count,
  terraceRoof: fc.boolean(),
  miscSealAmount: count,
  miscFastenerAmount: count,
  highGlassAmount: count,
  highOpeningAmount: count,
});

const codeArb: fc.Arbitrary<CampaignCode | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 100 }).map((value): CampaignCode => ({ type: 'PERCENT', value })),
  fc
    .integer({ min: 0, max: 10_000 })
    .map((v): CampaignCode => ({ type: 'PERCENT', value: v / 100 })),
  fc.integer({ min: 0, max: 500_000 }).map((value): CampaignCode => ({ type: 'FIXED', value })),
);

const optionsArb: fc.Arbitrary<QuoteOptions> = fc.record({
  paymentType: fc.constantFrom(undefined, 'online' as const, 'bill' as const),
  invoiceChannel: fc.constantFrom(
    undefined,
    'none' as const,
    'email' as const,
    'paper' as const,
    'einvoice' as const,
  ),
  repeatedOrder: fc.boolean(),
  campaignCode: codeArb,
});

// Enough random orders to meet every branch while the unit tier
// stays a loop of seconds; fast-check prints the seed of any failure to replay it.
const runs = { numRuns: 600 };

describe('quoteOrder properties', () => {
  it('the list price is never below the minimum when there is something to order', () => {
    fc.assert(
      fc.property(configArb, quantitiesArb, optionsArb, (config, quantities, options) => {
        const quote = quoteOrder(config, quantities, options);
        if (quote.isOrderable)
          expect(quote.listPriceCents).toBeGreaterThanOrEqual(config.minimumPriceCents);
        else expect(quote.totalPriceCents).toBe(0);
      }),
      runs,
    );
  });

  it('the total after the code is never below 0 and never above the total', () => {
    fc.assert(
      fc.property(configArb, quantitiesArb, optionsArb, (config, quantities, options) => {
        const quote = quoteOrder(config, quantities, options);
        expect(quote.totalAfterDiscountCents).toBeGreaterThanOrEqual(0);
        expect(quote.totalAfterDiscountCents).toBeLessThanOrEqual(
          Math.max(0, quote.totalPriceCents),
        );
      }),
      runs,
    );
  });

  it('amount x unit price over the lines is exactly the total', () => {
    fc.assert(
      fc.property(configArb, quantitiesArb, optionsArb, (config, quantities, options) => {
        const quote = quoteOrder(config, quantities, options);
        expect(sumLines(quote.lines)).toBe(quote.totalPriceCents);
        expect(quote.lines.every((l) => Number.isSafeInteger(l.unitPriceCents))).toBe(true);
      }),
      runs,
    );
  });

  it('amount x discount price is the total after the code unless FIXED or clamped at 0', () => {
    fc.assert(
      fc.property(configArb, quantitiesArb, optionsArb, (config, quantities, options) => {
        const quote = quoteOrder(config, quantities, options);
        const discounted = sumDiscountedLines(quote.lines);
        if (options.campaignCode?.type === 'FIXED') {
          // a FIXED code comes off the final price, not off the lines
          expect(discounted).toBe(quote.totalPriceCents);
          expect(quote.totalAfterDiscountCents).toBe(
            Math.max(0, discounted - options.campaignCode.value),
          );
        } else if (quote.totalAfterDiscountCents > 0) {
          expect(discounted).toBe(quote.totalAfterDiscountCents);
        }
      }),
      runs,
    );
  });

  it('the discount shown is what comes off: total - discount = total after the code', () => {
    fc.assert(
      fc.property(configArb, quantitiesArb, optionsArb, (config, quantities, options) => {
        const quote = quoteOrder(config, quantities, options);
        expect(quote.codeDiscountCents).toBeGreaterThanOrEqual(0);
        expect(quote.totalPriceCents - quote.codeDiscountCents).toBe(quote.totalAfterDiscountCents);
      }),
      runs,
    );
  });

  it('a code only lowers work lines, never below 0 nor above the price', () => {
    fc.assert(
      fc.property(configArb, quantitiesArb, optionsArb, (config, quantities, options) => {
        for (const line of quoteOrder(config, quantities, options).lines) {
          if (line.kind !== 'work') expect(line.discountPriceCents).toBe(line.unitPriceCents);
          expect(line.discountPriceCents).toBeLessThanOrEqual(line.unitPriceCents);
          if (line.kind === 'work') expect(line.discountPriceCents).toBeGreaterThanOrEqual(0);
        }
      }),
      runs,
    );
  });

  it('line keys are unique and every line has an accounting id', () => {
    fc.assert(
      fc.property(configArb, quantitiesArb, optionsArb, (config, quantities, options) => {
        const lines = quoteOrder(config, quantities, options).lines;
        expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length);
        expect(lines.every((l) => l.easoftItemId.length > 0 && l.amount > 0)).toBe(true);
      }),
      runs,
    );
  });

  it('one more fastener never lowers the work price or the washing time', () => {
    fc.assert(
      fc.property(configArb, quantitiesArb, (config, quantities) => {
        const before = quoteOrder(config, quantities);
        const after = quoteOrder(config, {
          ...quantities,
          miscFastenerAmount: quantities.miscFastenerAmount + 1,
        });
        expect(after.workCents).toBeGreaterThanOrEqual(before.workCents);
        expect(after.washingMinutes).toBeGreaterThanOrEqual(before.washingMinutes);
        expect(after.isOrderable).toBe(true);
      }),
      runs,
    );
  });
});
