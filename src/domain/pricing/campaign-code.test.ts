import { describe, expect, it } from 'vitest';
import { makeCounterConfig } from '../counter/counter-config.fixture';
import { emptyQuantities } from '../order/order-quantities';
import type { CampaignCode } from './campaign-code';
import { assertValidCampaignCode, discountedUnitPrice } from './campaign-code';
import { sumDiscountedLines, sumLines } from './price-line';
import { quoteOrder } from './quote-order';

const config = makeCounterConfig();
const oneWindow = { ...emptyQuantities, windows: [{ windowId: 1, amount: 1 }] }; // total 99.00
const tenWindows = { ...emptyQuantities, windows: [{ windowId: 2, amount: 10 }] }; // total 128.00
const percent = (value: number): CampaignCode => ({ type: 'PERCENT', value });
const fixed = (value: number): CampaignCode => ({ type: 'FIXED', value });

describe('discountedUnitPrice', () => {
  it.each([
    [790, 15, 671], // 671.5 rounds down
    [5900, 15, 5015],
    [5900, 33, 3953],
    [990, 33, 663], // 663.3
    [790, 12.5, 691], // 691.25
    [1, 50, 0], // half a cent rounds down to nothing
    [999, 0, 999],
    [999, 100, 0],
    [0, 40, 0],
  ])('%s cents with %s %% off costs %s', (unit, p, expected) => {
    expect(discountedUnitPrice(unit, percent(p))).toBe(expected);
  });

  it('leaves the price alone for FIXED and for no code', () => {
    expect(discountedUnitPrice(790, fixed(500))).toBe(790);
    expect(discountedUnitPrice(790, null)).toBe(790);
  });
});

describe('PERCENT codes in a quote', () => {
  it('lower every work line, rounding down, and nothing else', () => {
    const quote = quoteOrder(config, oneWindow, {
      campaignCode: percent(15),
      paymentType: 'online',
    });
    expect(quote.lines.map((l) => [l.key, l.unitPriceCents, l.discountPriceCents])).toEqual([
      ['base', 5900, 5015],
      ['window:1', 790, 671],
      ['onlineDiscount', -3000, -3000],
      ['minimumCharge', 6210, 6210],
      ['paymentDiscount', -790, -790],
    ]);
    expect(quote.codeDiscountCents).toBe(885 + 119);
    expect(quote.totalPriceCents).toBe(9900 - 790);
    expect(quote.totalAfterDiscountCents).toBe(9900 - 790 - 1004);
    expect(sumDiscountedLines(quote.lines)).toBe(quote.totalAfterDiscountCents);
  });

  it('sum amount x (price - discount price) over lines with amounts', () => {
    const quote = quoteOrder(config, tenWindows, { campaignCode: percent(33) });
    expect(quote.codeDiscountCents).toBe(5900 - 3953 + 10 * (990 - 663));
    expect(quote.totalAfterDiscountCents).toBe(12800 - 5217);
    expect(sumDiscountedLines(quote.lines)).toBe(12800 - 5217);
  });

  it('0 % changes nothing', () => {
    const quote = quoteOrder(config, tenWindows, { campaignCode: percent(0) });
    expect(quote.codeDiscountCents).toBe(0);
    expect(quote.totalAfterDiscountCents).toBe(12800);
  });

  it('100 % clamps the total after the code at 0', () => {
    const quote = quoteOrder(config, tenWindows, { campaignCode: percent(100) });
    // 158.00 of work lines, but the discount given is the total: one figure everywhere.
    expect(quote.codeDiscountCents).toBe(12800);
    expect(quote.totalAfterDiscountCents).toBe(0);
  });
});

describe('FIXED codes in a quote', () => {
  it.each([
    [0, 12800],
    [1000, 11800],
    [12799, 1],
    [12800, 0],
    [50000, 0], // larger than the total: 0, never negative
  ])('%s cents off 128.00 leaves %s', (value, after) => {
    const quote = quoteOrder(config, tenWindows, { campaignCode: fixed(value) });
    expect(quote.codeDiscountCents).toBe(Math.min(value, 12800));
    expect(quote.totalPriceCents).toBe(12800);
    expect(quote.totalAfterDiscountCents).toBe(after);
    expect(quote.lines.every((l) => l.discountPriceCents === l.unitPriceCents)).toBe(true);
  });

  it('comes off the final price, payment adjustment included', () => {
    const quote = quoteOrder(config, tenWindows, {
      campaignCode: fixed(1000),
      paymentType: 'bill',
      invoiceChannel: 'paper',
    });
    expect(sumLines(quote.lines)).toBe(12800 + 290);
    expect(quote.totalAfterDiscountCents).toBe(12800 + 290 - 1000);
  });
});

describe('code validation', () => {
  it.each<[CampaignCode]>([
    [percent(-1)],
    [percent(100.01)],
    [percent(12.345)],
    [percent(Number.NaN)],
    [fixed(-1)],
    [fixed(1.5)],
    [fixed(Number.POSITIVE_INFINITY)],
    [{ type: 'UNDEFINED' as 'FIXED', value: 10 }],
  ])('refuses %o with INVALID_DISCOUNT', (code) => {
    expect(() => assertValidCampaignCode(code)).toThrow(
      expect.objectContaining({ code: 'INVALID_DISCOUNT' }),
    );
    expect(() => quoteOrder(config, tenWindows, { campaignCode: code })).toThrow(
      expect.objectContaining({ code: 'INVALID_DISCOUNT' }),
    );
  });

  it.each([null, undefined])('treats %s as no code', (campaignCode) => {
    expect(quoteOrder(config, tenWindows, { campaignCode }).codeDiscountCents).toBe(0);
  });
});
