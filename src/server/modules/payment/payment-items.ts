/**
 * The items of a Paytrail payment from a stored order: one per order line at its price
 * after a PERCENT code (negative discount lines included, as Paytrail allows for normal
 * merchants), and when a FIXED code or the floor at 0 makes them differ from the total,
 * one more row for the difference, so that the items always sum to the amount.
 */
import { VAT_PERCENT } from '#domain/tax/vat.ts';
import type { PaymentItem } from '#server/integrations/payment/payment-gateway.ts';
import type { OrderDetails } from '../order/order.repository';

export function paymentItems(order: OrderDetails, codeLabel: string): PaymentItem[] {
  const rows = order.items.filter((item) => item.discountPriceCents !== 0 && item.amount > 0);
  const isWhole = rows.every((item) => Number.isInteger(item.amount));
  const items: PaymentItem[] = isWhole
    ? rows.map((item) => ({
        unitPriceCents: item.discountPriceCents,
        units: item.amount,
        vatPercentage: VAT_PERCENT,
        productCode: item.easoftItemId || 'item',
        description: item.name.slice(0, 1000),
      }))
    : [];
  const sum = items.reduce((total, item) => total + item.unitPriceCents * item.units, 0);
  const difference = order.totalPriceAfterDiscountCents - sum;
  if (difference !== 0) {
    items.push({
      unitPriceCents: difference,
      units: 1,
      vatPercentage: VAT_PERCENT,
      productCode: isWhole ? 'campaign-code' : 'order',
      description: isWhole ? codeLabel : order.reference,
    });
  }
  return items;
}
