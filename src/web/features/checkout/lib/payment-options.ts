import type { BrowserInvoiceChannel, BrowserPaymentType } from '#contracts/contact-form.ts';

/**
 * The payment choices of the contact page and their pair of form values (customer spec
 * section 4): online payment is ONLINE with channel 'post' (stored 'none'); the invoices
 * are BILL with channel email, print (paper, +2.90) or evoice (companies only).
 */
export const paymentOptions = ['online', 'email', 'print', 'evoice'] as const;
export type PaymentOption = (typeof paymentOptions)[number];

export function toFormValues(option: PaymentOption): {
  paymentType: BrowserPaymentType;
  invoice_channel: BrowserInvoiceChannel;
} {
  return option === 'online'
    ? { paymentType: 'ONLINE', invoice_channel: 'post' }
    : { paymentType: 'BILL', invoice_channel: option };
}

/** The chosen option, or null while the customer has chosen none. */
export function fromFormValues(
  paymentType: BrowserPaymentType | undefined,
  channel: BrowserInvoiceChannel | undefined,
): PaymentOption | null {
  if (paymentType === 'ONLINE') return 'online';
  if (paymentType !== 'BILL' || channel === undefined || channel === 'post') return null;
  return channel;
}
