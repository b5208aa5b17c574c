/**
 * Whether an order's money has come (decision 055): the receipt is titled a receipt then,
 * an order confirmation otherwise, and the order page names it the same way. An online
 * order is paid once its payment confirmed it (paid, or later done or waiting for a new
 * time); an invoice only when staff marked it paid: a done invoice may still be open.
 */
import type { OrderStatus } from './order-life';

export function isPaidOrder(order: { status: OrderStatus; paymentType: 'bill' | 'online' }) {
  if (order.status === 'paid') return true;
  return order.paymentType === 'online' && ['done', 'needs_new_time'].includes(order.status);
}
