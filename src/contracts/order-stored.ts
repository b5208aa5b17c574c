/**
 * The order as the service stores and returns it (customer spec section 3, admin spec
 * section 3), with the specification's field names, money in euros; and the back office's
 * order edit form (admin spec section 5).
 */
import { z } from 'zod';
import {
  eurosSchema,
  idSchema,
  isoDateSchema,
  isoInstantSchema,
  isoMonthSchema,
  languageSchema,
  minutesSchema,
  orderReferenceSchema,
  postalCodeSchema,
  timeOfDaySchema,
} from './common';
import { citySchema, emailSchema } from './contact-fields';
import { cleanIntervals } from './contact-form';
import { mallCleaningSets, mallNames } from './order';
import { orderStatuses } from './checkout';
import { moneyEntrySchema, orderMoneyFields } from './order-money';
import { invalidValue, msg, requiredOr } from './messages';
import { orderActionsSchema } from './order-life';
import { jobProgressSteps } from './washer-day';

const text = z.string(requiredOr('validation.required')).trim().min(1, msg('validation.required'));

export const orderAddressSchema = z.object(
  {
    type: z.enum(['shipping', 'billing'], invalidValue),
    name: text.max(128, msg('validation.text_too_long')),
    street_address: text.max(128, msg('validation.text_too_long')),
    postal_code: postalCodeSchema,
    city: citySchema,
    message: z.string(invalidValue).max(1028, msg('validation.message_too_long')).nullable(),
  },
  invalidValue,
);

export const orderItemSchema = z.object({
  name: z.string(),
  amount: z.number(),
  /** Unit price in euros; negative for the discount lines. */
  price: eurosSchema,
  discount_price: eurosSchema,
  easoft_item_id: z.string(),
});

export const storedOrderSchema = z.object({
  id: idSchema,
  /** The unguessable reference of GET order/payment/{reference} and of payment. */
  reference: orderReferenceSchema,
  /** The order's number for people (K-2026-004217): what the back office shows. */
  order_number: z.string(),
  easoft_order_id: z.string().nullable(),
  created: isoInstantSchema,
  /** Null for mall orders, which have a starting month instead. */
  shipping_day: isoDateSchema.nullable(),
  starting: timeOfDaySchema.nullable(),
  customer_id: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  addresses: z.array(orderAddressSchema),
  order_items: z.array(orderItemSchema),
  company_name: z.string().nullable(),
  company_vat: z.string().nullable(),
  company_einvoice_address: z.string().nullable(),
  company_operator_id: z.string().nullable(),
  payment_type: z.enum(['bill', 'online']),
  invoice_channel: z.enum(['none', 'email', 'paper', 'einvoice']),
  discount_code: z.string().nullable(),
  discount_amount: eurosSchema.nullable(),
  discount_type: z.enum(['UNDEFINED', 'PERCENT', 'FIXED']).nullable(),
  base_price: eurosSchema,
  total_price: eurosSchema,
  total_price_after_discount: eurosSchema,
  additional_info: z.string(),
  cleanerId: idSchema.nullable(),
  washing_time: minutesSchema,
  marketing_permission: z.boolean(),
  repeated_order: z.boolean(),
  clean_interval: z.literal(cleanIntervals),
  international_cleaner: z.boolean(),
  language: languageSchema,
  mall_name: z.enum(mallNames).nullable().optional(),
  mall_starting_month: isoMonthSchema.nullable().optional(),
  mall_cleaning_set: z.enum(mallCleaningSets).nullable().optional(),
  /**
   * A consumer's order without their request to start within the withdrawal period: the
   * period's last day (a job on it or before needs the request); null for a company, a
   * shopping centre, or once the request is made (decision 085).
   */
  early_start_needed_until: isoDateSchema.nullable().optional(),
  /** The order's state (the back office shows it). */
  status: z.enum(orderStatuses).optional(),
  /** What the washer last reported of the job (decision 058); null before anything. */
  progress: z.enum(jobProgressSteps).nullable().optional(),
  /** Money is to be given back (refund due or partly refunded; issue 24). */
  needs_refund: z.boolean().optional(),
  /** The money apart from the job (issue 24): state, paid, due, an invoice's due date. */
  payment_status: orderMoneyFields.payment_status.optional(),
  amount_paid: orderMoneyFields.amount_paid.optional(),
  amount_due: orderMoneyFields.amount_due.optional(),
  due_date: orderMoneyFields.due_date.optional(),
  /** What is to be given back, euros. */
  refund_due: eurosSchema.optional(),
  /** The order's payments and refunds, by day. */
  money: z.array(moneyEntrySchema).optional(),
  /** A voided order (issue 24): it stays readable and in its history. */
  voided_at: isoInstantSchema.nullable().optional(),
  void_reason: z.string().nullable().optional(),
  voided_by_name: z.string().nullable().optional(),
  /** The actions the signed-in member of staff may take now (decision 045). */
  actions: orderActionsSchema.optional(),
  cancelled_at: isoInstantSchema.nullable().optional(),
  /** Staff's reason; null when the payment hold ran out. */
  cancel_reason: z.string().nullable().optional(),
  /**
   * What the cancellation charged, euros (decision 068's late share; 0 when free or left to
   * the office): what the cancelled order still owes (decision 094). Null while it stands.
   */
  cancellation_charge: eurosSchema.nullable().optional(),
  done_at: isoInstantSchema.nullable().optional(),
  /** When staff last recorded a refund of the order's money. */
  refunded_at: isoInstantSchema.nullable().optional(),
  /** A proposed next visit (decision 053): until when it holds its time unconfirmed. */
  proposal_expires_at: isoInstantSchema.nullable().optional(),
  /** The recurring order a next visit follows. */
  proposal_of: z.number().int().nullable().optional(),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

/** The back office's order edit: id and day, customer name and phone, complete addresses. */
export const updateOrderInputSchema = z.object(
  {
    id: idSchema,
    /** Null only for a mall order, which has a starting month instead of a day. */
    shipping_day: isoDateSchema.nullable(),
    cleanerId: idSchema.nullable().optional(),
    customer_id: z.object(
      {
        name: text.max(56, msg('validation.name_too_long')),
        phone: text.max(18, msg('validation.phone_too_long')),
        email: emailSchema.optional(),
      },
      invalidValue,
    ),
    addresses: z.array(orderAddressSchema, invalidValue).min(1, msg('validation.required')),
    additional_info: z
      .string(invalidValue)
      .max(1028, msg('validation.message_too_long'))
      .optional(),
  },
  invalidValue,
);
export type UpdateOrderInput = z.infer<typeof updateOrderInputSchema>;
