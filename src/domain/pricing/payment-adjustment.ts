/**
 * The payment adjustment (customer spec section 9, decision 004): paying online takes 7.90 off, a bill sent
 * on paper adds a 2.90 fee, every other choice adds nothing.
 */
import type { InvoiceChannel, PaymentType } from '../order/order-quantities';
import {
  adjustmentLine,
  ONLINE_PAYMENT_DISCOUNT_CENTS,
  PAPER_INVOICE_FEE_CENTS,
  type PriceLine,
} from './price-line';

export interface PaymentChoice {
  /** Undefined while the customer has not chosen yet (the live calculator). */
  paymentType?: PaymentType | undefined;
  /** Only read for a bill; ignored for online payment. */
  invoiceChannel?: InvoiceChannel | undefined;
}

/** The line the payment choice adds, or null when it adds none. */
export function paymentAdjustmentLine(choice: PaymentChoice): PriceLine | null {
  if (choice.paymentType === 'online') {
    return adjustmentLine('paymentDiscount', -ONLINE_PAYMENT_DISCOUNT_CENTS);
  }
  if (choice.paymentType === 'bill' && choice.invoiceChannel === 'paper') {
    return adjustmentLine('chargingFee', PAPER_INVOICE_FEE_CENTS);
  }
  return null;
}

/**
 * The online-payment discount to name beside the list price while payment is not yet
 * chosen; null once a payment type is chosen (the line itself then tells the story).
 */
export function pendingOnlinePaymentDiscount(choice: PaymentChoice): number | null {
  return choice.paymentType === undefined ? ONLINE_PAYMENT_DISCOUNT_CENTS : null;
}
