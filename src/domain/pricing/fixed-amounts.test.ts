/**
 * The fixed amounts of the price configuration (issue 24 point 8): the web shop's discount,
 * the online payment's discount and the paper invoice's fee, with their item ids, are read
 * from the configuration by the one pricing function; a phone order gets no web shop discount.
 */
import { describe, expect, it } from 'vitest';
import { defaultFixedAmounts, type FixedAmounts } from '../counter/counter-config';
import { makeCounterConfig } from '../counter/counter-config.fixture';
import type { InvoiceChannel, PaymentType } from '../order/order-quantities';
import { emptyQuantities } from '../order/order-quantities';
import {
  hasWebShopDiscountLine,
  isPaperInvoiceFeeLine,
  isWashedLine,
  sumLines,
} from './price-line';
import { quoteOrder, type QuoteOptions } from './quote-order';

const amounts = (shop: number, online: number, paper: number): FixedAmounts => ({
  webShopDiscount: { cents: shop, easoftItemId: '800001' },
  onlinePaymentDiscount: { cents: online, easoftItemId: '800002' },
  paperInvoiceFee: { cents: paper, easoftItemId: '800003' },
});
// Ten 6-surface windows: base 59.00 + 99.00 = 158.00 of work; minimum 99.00.
const tenWindows = { ...emptyQuantities, windows: [{ windowId: 2, amount: 10 }] };
const quote = (fixed: FixedAmounts, options: QuoteOptions = {}) =>
  quoteOrder(makeCounterConfig({ fixedAmounts: fixed }), tenWindows, options);

describe('fixed amounts from the configuration', () => {
  it.each<
    [
      string,
      FixedAmounts,
      PaymentType | undefined,
      InvoiceChannel | undefined,
      QuoteOptions['channel'],
      number,
      number,
    ]
  >([
    // name, amounts, payment, channel, order channel, list price, total
    ['defaults, not chosen', defaultFixedAmounts, undefined, undefined, 'web', 12800, 12800],
    ['defaults, online', defaultFixedAmounts, 'online', undefined, 'web', 12800, 12010],
    ['defaults, paper bill', defaultFixedAmounts, 'bill', 'paper', 'web', 12800, 13090],
    ['50 / 10 / 5, online', amounts(5000, 1000, 500), 'online', undefined, 'web', 10800, 9800],
    ['50 / 10 / 5, paper bill', amounts(5000, 1000, 500), 'bill', 'paper', 'web', 10800, 11300],
    ['50 / 10 / 5, e-mail bill', amounts(5000, 1000, 500), 'bill', 'email', 'web', 10800, 10800],
    ['all switched off, online', amounts(0, 0, 0), 'online', undefined, 'web', 15800, 15800],
    ['all switched off, paper', amounts(0, 0, 0), 'bill', 'paper', 'web', 15800, 15800],
    // A discount down to the minimum: topped up to 99.00 by the minimum charge.
    [
      'a discount of 100, online',
      amounts(10000, 1000, 500),
      'online',
      undefined,
      'web',
      9900,
      8900,
    ],
    // A phone order: no web shop discount; the payment's discount and fee as configured.
    ['staff, defaults, online', defaultFixedAmounts, 'online', undefined, 'staff', 15800, 15010],
    ['staff, 50 / 10 / 5, paper', amounts(5000, 1000, 500), 'bill', 'paper', 'staff', 15800, 16300],
    ['staff, e-mail bill', defaultFixedAmounts, 'bill', 'email', 'staff', 15800, 15800],
  ])('%s', (_name, fixed, paymentType, invoiceChannel, channel, list, total) => {
    const q = quote(fixed, { paymentType, invoiceChannel, channel });
    expect(q.listPriceCents).toBe(list);
    expect(q.totalPriceCents).toBe(total);
    expect(sumLines(q.lines)).toBe(q.totalPriceCents);
    expect(q.webShopDiscountCents).toBe(channel === 'staff' ? 0 : fixed.webShopDiscount.cents);
  });

  it('the lines carry the configured amounts and item ids', () => {
    const fixed = amounts(5000, 1000, 500);
    const online = quote(fixed, { paymentType: 'online' }).lines;
    const paper = quote(fixed, { paymentType: 'bill', invoiceChannel: 'paper' }).lines;
    const pick = (lines: typeof online, key: string) => lines.find((l) => l.key === key);
    expect(pick(online, 'onlineDiscount')).toMatchObject({
      unitPriceCents: -5000,
      easoftItemId: '800001',
    });
    expect(pick(online, 'paymentDiscount')).toMatchObject({
      unitPriceCents: -1000,
      easoftItemId: '800002',
    });
    expect(pick(paper, 'chargingFee')).toMatchObject({
      unitPriceCents: 500,
      easoftItemId: '800003',
    });
  });

  it('an amount of 0 adds no line, and a staff order has no web shop line', () => {
    const keys = (q: ReturnType<typeof quote>) => q.lines.map((l) => l.key);
    expect(keys(quote(amounts(0, 0, 0), { paymentType: 'online' }))).not.toContain(
      'onlineDiscount',
    );
    expect(keys(quote(amounts(0, 0, 0), { paymentType: 'online' }))).not.toContain(
      'paymentDiscount',
    );
    expect(
      keys(quote(amounts(0, 0, 0), { paymentType: 'bill', invoiceChannel: 'paper' })),
    ).not.toContain('chargingFee');
    expect(keys(quote(defaultFixedAmounts, { channel: 'staff' }))).not.toContain('onlineDiscount');
  });

  it.each([
    [defaultFixedAmounts, 790],
    [amounts(0, 1234, 0), 1234],
    [amounts(3000, 0, 290), null],
  ])('names the configured online-payment discount before payment is chosen', (fixed, named) => {
    expect(quote(fixed).onlinePaymentDiscountCents).toBe(named);
  });
});

describe('stored lines of changed item ids', () => {
  const fixed = amounts(5000, 1000, 500);
  it.each([
    ['700651', undefined, false],
    ['800001', undefined, true], // without the configuration, an unknown id is work
    ['800001', fixed, false],
    ['800002', fixed, false],
    ['800003', fixed, false],
    ['700660', fixed, false], // a line stored before the change
    ['700101', fixed, true],
  ])('%s is washed: %s / %s', (id, config, washed) => {
    expect(isWashedLine(id, config)).toBe(washed);
  });

  it.each([
    ['700660', undefined, true],
    ['800003', undefined, false],
    ['800003', fixed, true],
    ['700660', fixed, true],
    ['800002', fixed, false],
  ])('%s is the paper fee: %s', (id, config, isFee) => {
    expect(isPaperInvoiceFeeLine(id, config)).toBe(isFee);
  });

  // A phone order's lines have no web shop discount; its next visit is priced the same way.
  it.each([
    [['700450', '700651'], undefined, true],
    [['700450', '800001'], undefined, false],
    [['700450', '800001'], fixed, true],
    [['700450', '700651'], fixed, true], // stored before the change
    [['700450', '700659'], fixed, false],
    [[], fixed, false],
  ])('lines %j carry the web shop discount: %s', (ids, config, has) => {
    const lines = ids.map((easoftItemId) => ({ easoftItemId }));
    expect(hasWebShopDiscountLine(lines, config)).toBe(has);
  });
});
