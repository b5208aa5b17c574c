/**
 * Answers of the checkout calls (customer spec section 7): the created order, the order
 * summary of the thank-you page, and the result of a payment return. Money in euros.
 */
import { z } from 'zod';
import { orderStatuses, type OrderStatus } from '#domain/order/order-life.ts';
import {
  eurosSchema,
  isoDateSchema,
  isoInstantSchema,
  isoMonthSchema,
  languageSchema,
  minutesSchema,
  orderAddressSchema,
  orderReferenceSchema,
  timeOfDaySchema,
} from './common';
import { cleanIntervals } from './contact-form';
import { mallCleaningSets, mallNames } from './order';
import { invalidValue, msg } from './messages';

/** The statuses of an order and its life: src/domain/order/order-life.ts (decision 045). */
export { orderStatuses, type OrderStatus };

/**
 * The Idempotency-Key header of POST order and POST mallorder: the browser makes one per
 * order attempt, so a double-click or a retried request returns the first order.
 */
export const idempotencyKeySchema = z
  .string(invalidValue)
  .regex(/^[A-Za-z0-9_-]{8,128}$/, msg('validation.invalid_value'));

export const orderHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional(),
});

/** POST order and POST mallorder. `id` is the unguessable reference, as is `reference`. */
export const createOrderResponseSchema = z.object({
  id: orderReferenceSchema,
  reference: orderReferenceSchema,
  /** The order's number for people (K-2026-004217); the reference is only for links. */
  order_number: z.string(),
  customer_email: z.string(),
  total_price_after_discount: eurosSchema,
  payment_type: z.enum(['bill', 'online']),
  status: z.enum(orderStatuses),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderReferenceParamsSchema = z.object(
  { reference: orderReferenceSchema },
  invalidValue,
);

const withheld = (what: string) =>
  `${what}; null when personal_data_withheld (another browser, over an hour after ordering)`;

/**
 * GET order/payment/{reference}: what was ordered, when and the prices, for the thank-you
 * page; never the sequential id, the washer or internal notes. The personal part (the
 * customer, the addresses with their door codes, the company and the message) is given only
 * to the browser that made the order and, to anyone else, within an hour of ordering;
 * otherwise it is null and `personal_data_withheld` is true (decision 040).
 */
export const orderSummarySchema = z.object({
  reference: orderReferenceSchema,
  /** The order's number for people (K-2026-004217): the one the page shows. */
  order_number: z.string(),
  created: isoInstantSchema,
  status: z.enum(orderStatuses),
  /** The order's money has come in full (issue 24; the job's status says nothing of it). */
  is_paid: z.boolean(),
  language: languageSchema,
  shipping_day: isoDateSchema.nullable(),
  starting: timeOfDaySchema.nullable(),
  washing_time: minutesSchema,
  /** True when the personal part below is left out (decision 040). */
  personal_data_withheld: z.boolean(),
  customer: z
    .object({ name: z.string(), phone: z.string(), email: z.string() })
    .nullable()
    .describe(withheld("the customer (a company's contact person)")),
  addresses: z
    .array(orderAddressSchema)
    .nullable()
    .describe(withheld('the cleaning and billing addresses with their notes')),
  order_items: z.array(
    z.object({
      name: z.string(),
      amount: z.number(),
      price: eurosSchema,
      discount_price: eurosSchema,
    }),
  ),
  company_name: z.string().nullable().describe(withheld("the company's name, else null")),
  company_vat: z.string().nullable().describe(withheld("the company's business ID, else null")),
  payment_type: z.enum(['bill', 'online']),
  invoice_channel: z.enum(['none', 'email', 'paper', 'einvoice']),
  discount_code: z.string().nullable(),
  discount_amount: eurosSchema.nullable(),
  total_price: eurosSchema,
  total_price_after_discount: eurosSchema,
  /** The headline household deduction (euros) of a private customer's order, else null. */
  household_deduction: eurosSchema.nullable(),
  /** Beside it: what is left after the 150 EUR yearly excess not used, one or two persons. */
  household_deduction_after_excess: z.object({ one: eurosSchema, two: eurosSchema }).nullable(),
  additional_info: z.string().nullable().describe(withheld('the message to the washer')),
  repeated_order: z.boolean(),
  clean_interval: z.literal(cleanIntervals).nullable(),
  international_cleaner: z.boolean(),
  marketing_permission: z.boolean(),
  mall_name: z.enum(mallNames).nullable(),
  mall_starting_month: isoMonthSchema.nullable(),
  mall_cleaning_set: z.enum(mallCleaningSets).nullable(),
  /** A mall order's price per wash in cents, without and with VAT (decision 073). */
  mall_per_wash: z
    .object({ net_cents: z.number().int(), gross_cents: z.number().int() })
    .nullable(),
  /**
   * The order's own page (its path with the page token, decision 070): only for the browser
   * that made the order, once the order has the page (a confirmed or paid order), else null.
   */
  order_page_path: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The answer of POST payment/success: the verified status of the payment. */
export const paymentResultSchema = z.object({
  status: z.enum(['ok', 'fail', 'pending']),
  reference: orderReferenceSchema,
  order_status: z.enum(orderStatuses),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
