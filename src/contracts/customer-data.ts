/**
 * The customer's data rights in the back office (GDPR articles 15 and 17, decision 038):
 * find a customer by e-mail or phone, export everything about an e-mail address as JSON,
 * and erase it (with the acting user's re-authentication).
 */
import { z } from 'zod';
import { reauthenticationSchema } from './auth';
import { isoInstantSchema, orderAddressSchema } from './common';
import { emailSchema } from './email';
import { invalidValue, msg, requiredOr } from './messages';

/** GET /api/customers/export?email=E (the outside checks' contract). */
export const customerExportQuerySchema = z.object({ email: emailSchema }, invalidValue);

/**
 * POST /api/customers/search: an e-mail address, a phone number or a part of either (at
 * least 3 characters). A POST so that the searched value never lands in a URL or a log.
 */
export const customerSearchInputSchema = z.object(
  {
    query: z
      .string(requiredOr('validation.required'))
      .trim()
      .min(3, msg('validation.required'))
      .max(128, msg('validation.text_too_long')),
  },
  invalidValue,
);
export type CustomerSearchInput = z.infer<typeof customerSearchInputSchema>;

/** One customer found: the orders of one e-mail address (the key of export and erasure). */
export const customerMatchSchema = z.object({
  email: z.string(),
  /** The names and phone numbers the orders of this address were given with. */
  names: z.array(z.string()),
  phones: z.array(z.string()),
  orderCount: z.number().int(),
  /**
   * Orders still to be done (job day today or later, not cancelled): erasing takes the
   * street and phone their washer needs, so the back office warns first.
   */
  upcomingOrderCount: z.number().int(),
  /** The newest order's creation instant. */
  lastOrderAt: isoInstantSchema,
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

export const customerSearchResultSchema = z.object({ customers: z.array(customerMatchSchema) });
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;

/** POST /api/customers/erase: the address and the acting user's current password (and code). */
export const customerEraseInputSchema = reauthenticationSchema.extend({ email: emailSchema });
export type CustomerEraseInput = z.infer<typeof customerEraseInputSchema>;

/** How many orders lost their personal data. */
export const customerEraseResultSchema = z.object({ orders: z.number().int() });
export type CustomerEraseResult = z.infer<typeof customerEraseResultSchema>;

/** One online payment attempt of an exported order (Paytrail's ids; money in euros). */
export const exportedPaymentSchema = z.object({
  stamp: z.string(),
  transaction_id: z.string().nullable(),
  provider: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  created: isoInstantSchema,
  paid_at: isoInstantSchema.nullable(),
  needs_refund: z.boolean(),
});

/**
 * A payment or a refund of an exported order (its money, issue 24): amount in euros, the
 * Helsinki day and the method; staff's notes are not the customer's data and stay out.
 */
export const exportedMoneySchema = z.object({
  kind: z.enum(['payment', 'refund']),
  amount: z.number(),
  on_day: z.string(),
  method: z.string(),
});

/** A mail sent (or still queued: `sent_at` null) about an exported order. */
export const exportedMailSchema = z.object({
  /** What the mail was, e.g. 'mail.order_confirmation'. */
  topic: z.string(),
  created: isoInstantSchema,
  sent_at: isoInstantSchema.nullable(),
  attempts: z.number().int(),
});

/** One order of the exported address as stored, with the stored order's field names. */
export const exportedOrderSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.string(),
  created: isoInstantSchema,
  updated_at: isoInstantSchema,
  shipping_day: z.string().nullable(),
  starting: z.string().nullable(),
  washing_time: z.number(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  customer_kind: z.string(),
  company_name: z.string().nullable(),
  company_vat: z.string().nullable(),
  company_einvoice_address: z.string().nullable(),
  company_operator_id: z.string().nullable(),
  payment_type: z.string(),
  invoice_channel: z.string(),
  language: z.string(),
  addresses: z.array(orderAddressSchema),
  order_items: z.array(
    z.object({
      name: z.string(),
      amount: z.number(),
      price: z.number(),
      discount_price: z.number(),
    }),
  ),
  /** What was chosen to be cleaned (window counts, balcony answers), as stored. */
  quantities: z.record(z.string(), z.unknown()),
  discount_code: z.string().nullable(),
  base_price: z.number(),
  total_price: z.number(),
  total_price_after_discount: z.number(),
  additional_info: z.string().nullable(),
  marketing_permission: z.boolean(),
  repeated_order: z.boolean(),
  clean_interval: z.number().int().nullable(),
  international_cleaner: z.boolean(),
  mall_name: z.string().nullable(),
  mall_starting_month: z.string().nullable(),
  mall_cleaning_set: z.string().nullable(),
  payments: z.array(exportedPaymentSchema),
  money: z.array(exportedMoneySchema),
  mails: z.array(exportedMailSchema),
});
export type ExportedOrder = z.infer<typeof exportedOrderSchema>;

/**
 * GET /api/customers/export: every order of the address (any letter case) that still has
 * its personal data, oldest first; `orders: []` for an address with none.
 */
export const customerExportSchema = z.object({
  email: z.string(),
  exportedAt: isoInstantSchema.optional(),
  orders: z.array(exportedOrderSchema),
});
export type CustomerExport = z.infer<typeof customerExportSchema>;
