import { describe, expect, it } from 'vitest';
import { orderStatuses } from './order-life';
import { isPaidOrder } from './payment-state';

describe('isPaidOrder', () => {
  const paidOnline = ['paid', 'done', 'needs_new_time'];
  it.each(orderStatuses)('online %s', (status) => {
    expect(isPaidOrder({ status, paymentType: 'online' })).toBe(paidOnline.includes(status));
  });
  it.each(orderStatuses)('invoice %s', (status) => {
    expect(isPaidOrder({ status, paymentType: 'bill' })).toBe(status === 'paid');
  });
});
