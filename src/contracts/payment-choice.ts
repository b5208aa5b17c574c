import type { InvoiceChannel, PaymentType } from '#domain/order/order-quantities.ts';

/**
 * The payment choice as the contact form sends it and as the order stores it. Apart from
 * the form's schema (contact-form.ts, which re-exports these), so that the checkout's summary
 * prices the choice without loading zod and the form's validation (decision 089).
 */
export const browserPaymentTypes = ['ONLINE', 'BILL'] as const;
export type BrowserPaymentType = (typeof browserPaymentTypes)[number];
export const browserInvoiceChannels = ['print', 'email', 'evoice', 'post'] as const;
export type BrowserInvoiceChannel = (typeof browserInvoiceChannels)[number];
const storedInvoiceChannels = {
  print: 'paper',
  email: 'email',
  evoice: 'einvoice',
  post: 'none',
} as const satisfies Record<BrowserInvoiceChannel, InvoiceChannel>;
const storedPaymentTypes = {
  ONLINE: 'online',
  BILL: 'bill',
} as const satisfies Record<BrowserPaymentType, PaymentType>;

const invert = <K extends string, V extends string>(map: Record<K, V>) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>;
const browserInvoiceChannelOf = invert(storedInvoiceChannels);
const browserPaymentTypeOf = invert(storedPaymentTypes);

/** print/email/evoice/post -> paper/email/einvoice/none (customer spec section 4). */
export const toStoredInvoiceChannel = (channel: BrowserInvoiceChannel): InvoiceChannel =>
  storedInvoiceChannels[channel];
export const fromStoredInvoiceChannel = (channel: InvoiceChannel): BrowserInvoiceChannel =>
  browserInvoiceChannelOf[channel];
/** ONLINE/BILL -> online/bill. */
export const toStoredPaymentType = (type: BrowserPaymentType): PaymentType =>
  storedPaymentTypes[type];
export const fromStoredPaymentType = (type: PaymentType): BrowserPaymentType =>
  browserPaymentTypeOf[type];
