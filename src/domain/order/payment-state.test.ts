import { describe, expect, it } from 'vitest';
import { orderMoneyOf, type MoneyEntry } from '../money/order-money';
import { isPaidOrder } from './payment-state';

const pay = (amountCents: number): MoneyEntry => ({ kind: 'payment', amountCents });

describe('isPaidOrder', () => {
  it.each([
    ['paid in full', 10000, [pay(10000)], false, true],
    ['paid and done (the job does not matter)', 10000, [pay(10000)], false, true],
    ['paid twice', 10000, [pay(10000), pay(10000)], false, true],
    ['paid in part', 10000, [pay(5000)], false, false],
    ['unpaid', 10000, [], false, false],
    ['cancelled after paying', 10000, [pay(10000)], true, false],
    ['a 0 € order (no money moved)', 0, [], false, false],
  ] as const)('%s', (_name, total, entries, cancelled, expected) => {
    const money = orderMoneyOf({
      totalCents: total,
      entries: [...entries],
      isJobCancelled: cancelled,
    });
    expect(isPaidOrder(money)).toBe(expected);
  });
});
