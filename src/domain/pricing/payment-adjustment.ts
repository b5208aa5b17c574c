/**
 * The payment adjustment (customer spec section 9, decision 004): paying online takes the
 * online payment's discount off (7.90 by default), a bill sent on paper adds the paper
 * invoice's fee (2.90 by default), every other choice adds nothing. The amounts and their
 * item ids are the price configuration's (issue 24 point 8).
 */
import type { FixedAmounts } from '../counter/counter-config';
import type { InvoiceChannel, PaymentType } from '../order/order-quantities';
import { adjustmentLine, type PriceLine } from './price-line';

export interface PaymentChoice {
  /** Undefined while the customer has not chosen yet (the live calculator). */
  paymentType?: PaymentType | undefined;
  /** Only read for a bill; ignored for online payment. */
  invoiceChannel?: InvoiceChannel | undefined;
}

/**
 * The line the payment choice adds to a price, or null when it adds none. The online
 * payment's discount never takes the price below 0 (a price under the discount, possible
 * with no minimum price, is paid 0, not refunded).
 */
export function paymentAdjustmentLine(
  fixed: FixedAmounts,
  choice: PaymentChoice,
  priceCents: number,
): PriceLine | null {
  const { onlinePaymentDiscount: discount, paperInvoiceFee: fee } = fixed;
  const discountCents = Math.min(discount.cents, Math.max(0, priceCents));
  if (choice.paymentType === 'online' && discountCents > 0) {
    return adjustmentLine('paymentDiscount', -discountCents, discount.easoftItemId);
  }
  if (choice.paymentType === 'bill' && choice.invoiceChannel === 'paper' && fee.cents > 0) {
    return adjustmentLine('chargingFee', fee.cents, fee.easoftItemId);
  }
  return null;
}

/**
 * The online-payment discount to name beside the list price while payment is not yet
 * chosen; null once a payment type is chosen (the line itself then tells the story).
 */
export function pendingOnlinePaymentDiscount(
  fixed: FixedAmounts,
  choice: PaymentChoice,
): number | null {
  return choice.paymentType === undefined && fixed.onlinePaymentDiscount.cents > 0
    ? fixed.onlinePaymentDiscount.cents
    : null;
}
