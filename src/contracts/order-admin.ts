/**
 * The back office's orders (admin spec sections 2, 3, 5 and 7): the list with its filters
 * and sorting, and the share of orders open to an international cleaner.
 */
import { z } from 'zod';
import { addDays, addMonths } from '#domain/calendar/local-date.ts';
import { eurosSchema, idSchema, isoDateSchema, isoInstantSchema } from './common';
import { orderStatuses } from './checkout';
import { mallCleaningSets } from './order';
import { orderMoneyFields } from './order-money';
import { invalidValue, msg } from './messages';

const flag = z.enum(['true', 'false'], invalidValue).transform((v) => v === 'true');

export const orderSortColumns = [
  'created',
  'shipping_day',
  'customer',
  'total_price_after_discount',
  'status',
] as const;
export type OrderSortColumn = (typeof orderSortColumns)[number];

/**
 * Orders that need staff (decision 036): paid after the payment hold with the time sold
 * (status needs_new_time), or with a second payment to refund. `first` lists them before
 * the rest (needs_new_time, then refunds; the chosen sort within each group), `only` lists
 * nothing else; without it the list is sorted as asked.
 */
export const orderAttentionModes = ['first', 'only'] as const;

/** GET order?recurring=&international=&attention=&voided=&sort=&dir=&page=&pageSize=&q= */
export const orderListQuerySchema = z.object(
  {
    recurring: flag.optional(),
    international: flag.optional(),
    attention: z.enum(orderAttentionModes, invalidValue).optional(),
    /** Voided orders (issue 24): left out unless `true` (with the rest) or `only`. */
    voided: z.enum(['true', 'false', 'only'], invalidValue).optional(),
    sort: z.enum(orderSortColumns, invalidValue).default('created'),
    dir: z.enum(['asc', 'desc'], invalidValue).default('desc'),
    page: z.coerce
      .number(msg('validation.not_a_number'))
      .int(msg('validation.not_integer'))
      .min(1, msg('validation.must_be_positive'))
      .max(100_000, msg('validation.too_large'))
      .default(1),
    pageSize: z.coerce
      .number(msg('validation.not_a_number'))
      .int(msg('validation.not_integer'))
      .min(1, msg('validation.must_be_positive'))
      .max(200, msg('validation.too_large'))
      .default(50),
    /**
     * The search box (decision 046): part of the reference, the customer's name, e-mail or
     * phone (any format), the shipping address's street, postal code or city; or the id.
     */
    q: z.string(invalidValue).trim().max(128, msg('validation.text_too_long')).optional(),
    /**
     * The period of the international-cleaner share (issue 24 point 5), Helsinki days, both
     * included; by default the twelve months up to today.
     */
    share_from: isoDateSchema.optional(),
    share_to: isoDateSchema.optional(),
  },
  invalidValue,
);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListItemSchema = z.object({
  id: idSchema,
  reference: z.string(),
  /** The order's number for people (K-2026-004217). */
  order_number: z.string(),
  created: isoInstantSchema,
  status: z.enum(orderStatuses),
  shipping_day: isoDateSchema.nullable(),
  /** The job's Helsinki start time, HH:mm; null for mall orders. */
  starting: z.string().nullable(),
  /** The washer's name; null for mall orders and a washer no longer known. */
  washer_name: z.string().nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  postal_code: z.string().nullable(),
  payment_type: z.enum(['bill', 'online']),
  total_price_after_discount: eurosSchema,
  repeated_order: z.boolean(),
  international_cleaner: z.boolean(),
  /** The shopping centre's key (contracts/shopping-centres.ts) of a mall order. */
  mall_name: z.string().nullable(),
  /** The cleaning set of a mall order. */
  mall_cleaning_set: z.enum(mallCleaningSets).nullable(),
  /** Money is to be given back (cancelled after paying, or paid twice). */
  needs_refund: z.boolean(),
  /** When the order was voided; null for the others (listed only with `voided`). */
  voided_at: isoInstantSchema.nullable(),
  ...orderMoneyFields,
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** The international-cleaner share of the orders created in the chosen period. */
export const internationalShareSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  orders: z.number().int(),
  international: z.number().int(),
});

export const orderListResponseSchema = z.object({
  orders: z.array(orderListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  international_share: internationalShareSchema,
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/**
 * The international-cleaner share's period when none is chosen (issue 24 point 5): the twelve
 * months up to `today` (the admin spec's fixed 6.10.2023-31.7.2024 window is gone).
 */
export function defaultShareWindow(today: string): { from: string; to: string } {
  return { from: addDays(addMonths(today, -12), 1), to: today };
}
