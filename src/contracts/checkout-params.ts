/**
 * The parameters every signed Paytrail redirect and callback carries (customer spec section
 * 5), without zod: the payment's return page checks them when it starts (decision 098);
 * payment.ts builds their schema.
 */
export const requiredCheckoutParams = [
  'checkout-account',
  'checkout-algorithm',
  'checkout-amount',
  'checkout-provider',
  'checkout-reference',
  'checkout-stamp',
  'checkout-status',
  'checkout-transaction-id',
  'signature',
] as const;
