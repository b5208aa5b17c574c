/**
 * The field names of the counter configuration (admin spec section 3) for every priced item:
 * its price, its washing time and its accounting (Easoft) item id. One table, so the API
 * schema, the domain mapping and the database columns (same names) never drift apart.
 * Note the two odd accounting names of the spec: high_window_base_easoft_id and
 * high_window_opening_base_easoft_id (no '_item').
 */
import type {
  CounterDefaults,
  CounterItemKey,
  FixedAmounts,
} from '#domain/counter/counter-config.ts';

export const counterItemFields = {
  balconyGlass: {
    price: 'balcony_glass_price',
    time: 'balcony_washing_time',
    accountingId: 'balcony_easoft_item_id',
  },
  balconyCurtain: {
    price: 'balcony_glass_curtain_price',
    time: 'balcony_curtain_washing_time',
    accountingId: 'balcony_curtain_easoft_item_id',
  },
  balconyRailing: {
    price: 'balcony_glass_railing_price',
    time: 'balcony_railing_washing_time',
    accountingId: 'balcony_railing_easoft_item_id',
  },
  balconyRailingObstacle: {
    price: 'balcony_glass_railing_obstacle_price',
    time: 'balcony_railing_obstacle_washing_time',
    accountingId: 'balcony_railing_obstacle_easoft_item_id',
  },
  balconyRailingMeter: {
    price: 'balcony_glass_railing_meter_price',
    time: 'balcony_railing_meter_washing_time',
    accountingId: 'balcony_railing_meter_easoft_item_id',
  },
  balconyRailingObstacleMeter: {
    price: 'balcony_glass_railing_obstacle_meter_price',
    time: 'balcony_railing_obstacle_meter_washing_time',
    accountingId: 'balcony_railing_obstacle_meter_easoft_item_id',
  },
  terraceGlass: {
    price: 'terrace_glass_price',
    time: 'terrace_washing_time',
    accountingId: 'terrace_easoft_item_id',
  },
  terraceRoof: {
    price: 'terrace_glass_roof_fixed_price',
    time: 'terrace_roof_washing_time',
    accountingId: 'terrace_roof_easoft_item_id',
  },
  highWindowBase: {
    price: 'high_window_base_price',
    time: 'high_window_base_time',
    accountingId: 'high_window_base_easoft_id',
  },
  highWindow: {
    price: 'high_window_price',
    time: 'high_washing_time',
    accountingId: 'high_window_easoft_item_id',
  },
  highOpeningBase: {
    price: 'high_window_opening_base_price',
    time: 'high_window_opening_base_time',
    accountingId: 'high_window_opening_base_easoft_id',
  },
  highOpening: {
    price: 'high_window_opening_price',
    time: 'high_opening_washing_time',
    accountingId: 'high_window_opening_easoft_item_id',
  },
  sealBase: {
    price: 'misc_seal_base_price',
    time: 'misc_seal_base_time',
    accountingId: 'misc_seal_base_easoft_item_id',
  },
  seal: {
    price: 'misc_seal_price',
    time: 'misc_seal_washing_time',
    accountingId: 'misc_seal_easoft_item_id',
  },
  fastener: {
    price: 'misc_fastener_price',
    time: 'misc_fastener_washing_time',
    accountingId: 'misc_fastener_easoft_item_id',
  },
} as const satisfies Record<CounterItemKey, { price: string; time: string; accountingId: string }>;

/** The default amounts shown on the landing page, by the domain's CounterDefaults key. */
export const counterDefaultFields = {
  balcony: 'balcony_default_amount',
  terrace: 'terrace_default_amount',
  highWindow: 'high_window_default_amount',
  seal: 'misc_seal_default_amount',
  fastener: 'misc_fastener_default_amount',
} as const satisfies Record<keyof CounterDefaults, string>;

/**
 * The fixed amounts of pricing (issue 24 point 8) by the domain's FixedAmounts key: the amount
 * in euros (a discount as a positive sum) and its accounting item id.
 */
export const counterFixedAmountFields = {
  webShopDiscount: { amount: 'web_shop_discount', accountingId: 'web_shop_discount_item_id' },
  onlinePaymentDiscount: {
    amount: 'online_payment_discount',
    accountingId: 'online_payment_discount_item_id',
  },
  paperInvoiceFee: { amount: 'paper_invoice_fee', accountingId: 'paper_invoice_fee_item_id' },
} as const satisfies Record<keyof FixedAmounts, { amount: string; accountingId: string }>;

type FixedFields = (typeof counterFixedAmountFields)[keyof FixedAmounts];
export type CounterFixedAmountField = FixedFields['amount'];
export type CounterFixedAmountIdField = FixedFields['accountingId'];
const fixed: FixedFields[] = Object.values(counterFixedAmountFields);
export const counterFixedAmountNames: CounterFixedAmountField[] = fixed.map((f) => f.amount);
export const counterFixedAmountIdNames: CounterFixedAmountIdField[] = fixed.map(
  (f) => f.accountingId,
);

type ItemFields = (typeof counterItemFields)[CounterItemKey];
export type CounterPriceField = ItemFields['price'];
export type CounterTimeField = ItemFields['time'];
export type CounterAccountingIdField = ItemFields['accountingId'];
export type CounterDefaultField = (typeof counterDefaultFields)[keyof CounterDefaults];

const items: ItemFields[] = Object.values(counterItemFields);
export const counterPriceFields: CounterPriceField[] = items.map((f) => f.price);
export const counterTimeFields: CounterTimeField[] = items.map((f) => f.time);
export const counterAccountingIdFields: CounterAccountingIdField[] = items.map(
  (f) => f.accountingId,
);
export const counterDefaultFieldNames: CounterDefaultField[] = Object.values(counterDefaultFields);

/** The same schema under each of the names: builds a zod shape from the table. */
export function sameSchemaFor<K extends string, S>(names: readonly K[], schema: S): Record<K, S> {
  return Object.fromEntries(names.map((name) => [name, schema])) as Record<K, S>;
}
