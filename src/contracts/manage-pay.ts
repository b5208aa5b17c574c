/**
 * Paying an unpaid online order from its order page (decision 055): the page's token gives
 * what the payment page needs to start an attempt (the reference and the order's e-mail,
 * which POST payment asks for), so the customer is not asked for the e-mail again.
 */
import { z } from 'zod';
import { orderStatuses } from '#domain/order/order-life.ts';

/** GET manage/{token}/payment's answer: the payment page's handle of the order. */
export const managePaymentSchema = z.object({
  reference: z.string(),
  order_number: z.string(),
  customer_email: z.string(),
  total_price_after_discount: z.number(),
  payment_type: z.enum(['bill', 'online']),
  status: z.enum(orderStatuses),
});
export type ManagePayment = z.infer<typeof managePaymentSchema>;
