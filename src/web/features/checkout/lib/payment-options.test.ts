import { describe, expect, it } from 'vitest';
import { fromFormValues, paymentOptions, toFormValues } from './payment-options';

describe('payment options and their form values', () => {
  it('has nothing chosen until the customer chooses (no pre-selected payment method)', () => {
    expect(fromFormValues(undefined, undefined)).toBeNull();
    expect(fromFormValues('BILL', undefined)).toBeNull();
  });

  it('lists online payment first and the invoices (credit) after it', () => {
    expect(paymentOptions[0]).toBe('online');
  });

  it('round-trips every option', () => {
    for (const option of paymentOptions) {
      const { paymentType, invoice_channel } = toFormValues(option);
      expect(fromFormValues(paymentType, invoice_channel)).toBe(option);
    }
  });

  it('online payment is ONLINE with the channel post (stored as none)', () => {
    expect(toFormValues('online')).toEqual({ paymentType: 'ONLINE', invoice_channel: 'post' });
    expect(toFormValues('print')).toEqual({ paymentType: 'BILL', invoice_channel: 'print' });
  });
});
