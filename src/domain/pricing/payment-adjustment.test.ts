import { describe, expect, it } from 'vitest';
import { makeCounterConfig } from '../counter/counter-config.fixture';
import type { InvoiceChannel, PaymentType } from '../order/order-quantities';
import { emptyQuantities } from '../order/order-quantities';
import { sumLines } from './price-line';
import { quoteOrder } from './quote-order';

const config = makeCounterConfig();
const tenWindows = { ...emptyQuantities, windows: [{ windowId: 2, amount: 10 }] }; // list 128.00

describe('payment adjustment', () => {
  it.each<[PaymentType | undefined, InvoiceChannel | undefined, string | null, number]>([
    [undefined, undefined, null, 0],
    [undefined, 'paper', null, 0], // no payment type yet: nothing, whatever the channel
    ['online', undefined, 'paymentDiscount', -790],
    ['online', 'paper', 'paymentDiscount', -790], // the channel only matters for a bill
    ['bill', 'paper', 'chargingFee', 290],
    ['bill', 'email', null, 0],
    ['bill', 'einvoice', null, 0],
    ['bill', 'none', null, 0],
    ['bill', undefined, null, 0],
  ])('%s / %s -> line %s of %d cents', (paymentType, invoiceChannel, key, cents) => {
    const quote = quoteOrder(config, tenWindows, { paymentType, invoiceChannel });
    const adjustments = quote.lines.filter(
      (l) => l.key === 'paymentDiscount' || l.key === 'chargingFee',
    );
    expect(adjustments.map((l) => l.key)).toEqual(key === null ? [] : [key]);
    expect(quote.paymentAdjustmentCents).toBe(cents);
    expect(quote.listPriceCents).toBe(12800);
    expect(quote.totalPriceCents).toBe(12800 + cents);
    expect(sumLines(quote.lines)).toBe(quote.totalPriceCents);
  });

  it('uses the accounting ids 700659 and 700660', () => {
    const online = quoteOrder(config, tenWindows, { paymentType: 'online' }).lines.at(-1);
    const paper = quoteOrder(config, tenWindows, {
      paymentType: 'bill',
      invoiceChannel: 'paper',
    }).lines.at(-1);
    expect(online).toMatchObject({
      kind: 'paymentDiscount',
      easoftItemId: '700659',
      labelKey: 'pricing.line.payment_discount',
      amount: 1,
    });
    expect(paper).toMatchObject({
      kind: 'chargingFee',
      easoftItemId: '700660',
      labelKey: 'pricing.line.charging_fee',
      amount: 1,
    });
  });

  it('names the online-payment discount only while payment is not chosen', () => {
    expect(quoteOrder(config, tenWindows).onlinePaymentDiscountCents).toBe(790);
    expect(
      quoteOrder(config, tenWindows, { paymentType: 'online' }).onlinePaymentDiscountCents,
    ).toBeNull();
    expect(
      quoteOrder(config, tenWindows, { paymentType: 'bill' }).onlinePaymentDiscountCents,
    ).toBeNull();
  });

  it('applies after the minimum: online payment may take the total below the minimum', () => {
    const small = { ...emptyQuantities, windows: [{ windowId: 1, amount: 1 }] };
    const quote = quoteOrder(config, small, { paymentType: 'online' });
    expect(quote.listPriceCents).toBe(9900);
    expect(quote.totalPriceCents).toBe(9900 - 790);
  });
});

describe('repeated order', () => {
  it('adds a 0-euro line 700652 last', () => {
    const quote = quoteOrder(config, tenWindows, { repeatedOrder: true, paymentType: 'online' });
    expect(quote.lines.at(-1)).toMatchObject({
      key: 'repeatedOrder',
      kind: 'repeatedOrder',
      amount: 1,
      unitPriceCents: 0,
      discountPriceCents: 0,
      easoftItemId: '700652',
    });
    expect(quote.totalPriceCents).toBe(12800 - 790);
  });

  it.each([false, undefined])('adds nothing when repeatedOrder is %s', (repeatedOrder) => {
    const quote = quoteOrder(config, tenWindows, { repeatedOrder });
    expect(quote.lines.some((l) => l.key === 'repeatedOrder')).toBe(false);
  });
});
