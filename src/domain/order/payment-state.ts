/**
 * Whether an order's money has come (decision 055, issue 24): the receipt is titled a
 * receipt then, an order confirmation otherwise, and the customer's pages and mails say
 * "paid". It is the money's state, not the job's: a paid job stays paid once done; a
 * cancelled order is not (its money is to be given back); a 0 € order moved no money.
 */
import type { OrderMoney } from '../money/order-money';

export function isPaidOrder(money: Pick<OrderMoney, 'isPaidInFull' | 'amountPaidCents'>) {
  return money.isPaidInFull && money.amountPaidCents > 0;
}
