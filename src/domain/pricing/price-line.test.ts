import { describe, expect, it } from 'vitest';
import { accountingIds } from '../counter/counter-config';
import { makeCounterConfig } from '../counter/counter-config.fixture';
import { emptyQuantities } from '../order/order-quantities';
import { isWashedLine } from './price-line';
import { quoteOrder } from './quote-order';

describe('isWashedLine: what the run sheet lists', () => {
  it('keeps every work line but the start fee, and drops every money-only line', () => {
    const quote = quoteOrder(
      makeCounterConfig(),
      {
        ...emptyQuantities,
        windows: [{ windowId: 1, amount: 2 }],
        balconyGlassAmount: 4,
        miscSealAmount: 3,
      },
      { paymentType: 'bill', invoiceChannel: 'paper', repeatedOrder: true },
    );
    const kinds = quote.lines.map((l) => [l.key, isWashedLine(l.easoftItemId)]);
    expect(kinds).toEqual(quote.lines.map((l) => [l.key, l.kind === 'work' && l.key !== 'base']));
    expect(kinds.filter(([, washed]) => washed).map(([key]) => key)).toEqual([
      'window:1',
      'balconyGlass',
      'sealBase',
      'seal',
    ]);
  });

  it.each([
    [accountingIds.base, false],
    [accountingIds.onlineDiscount, false],
    [accountingIds.paymentDiscount, false],
    [accountingIds.chargingFee, false],
    [accountingIds.repeatedOrder, false],
    [accountingIds.mallBasic, true],
    ['', true],
  ])('%s: %s', (id, washed) => expect(isWashedLine(id)).toBe(washed));
});
