/**
 * The order's money apart from its job (issue 24): the money fields of an order, its
 * payments and refunds, and the bodies of recording a payment, a refund and a void. The
 * states and the rules are src/domain/money/order-money.ts.
 */
import { z } from 'zod';
import { moneyMethods, paymentStatuses } from '#domain/money/order-money.ts';
import { eurosSchema, idSchema, isoDateSchema, isoInstantSchema } from './common';
import { invalidValue, msg } from './messages';

export { moneyMethods, paymentStatuses };

const amountSchema = eurosSchema.positive(msg('validation.must_be_positive_euros'));
const noteSchema = z.string(invalidValue).trim().max(500, msg('validation.text_too_long'));

/** POST order/{id}/payments: a payment staff received (any job state, at most what is due). */
export const recordPaymentInputSchema = z.object(
  {
    amount: amountSchema,
    paidOn: isoDateSchema,
    method: z.enum(moneyMethods, invalidValue),
    note: noteSchema.optional(),
  },
  invalidValue,
);
export type RecordPaymentInput = z.output<typeof recordPaymentInputSchema>;

/** POST order/{id}/refunds: money given back (at most what was paid less refunds). */
export const recordRefundInputSchema = z.object(
  {
    amount: amountSchema,
    refundedOn: isoDateSchema,
    method: z.enum(moneyMethods, invalidValue).optional(),
    note: noteSchema.optional(),
  },
  invalidValue,
);
export type RecordRefundInput = z.output<typeof recordRefundInputSchema>;

/** POST order/{id}/void: an order that may not be deleted is voided with a reason. */
export const voidOrderInputSchema = z.object(
  {
    reason: z
      .string(invalidValue)
      .trim()
      .min(1, msg('validation.required'))
      .max(500, msg('validation.text_too_long')),
  },
  invalidValue,
);
export type VoidOrderInput = z.output<typeof voidOrderInputSchema>;

/** A payment or a refund as the back office lists it. */
export const moneyEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(['payment', 'refund']),
  amount: eurosSchema,
  on_day: isoDateSchema,
  method: z.enum(moneyMethods),
  note: z.string().nullable(),
  /** Who recorded it; null: the system (an online payment). */
  recorded_by_name: z.string().nullable(),
  created: isoInstantSchema,
});
export type MoneyEntryView = z.infer<typeof moneyEntrySchema>;

/** What GET order/{id} and each row of GET order say of the money; status is the job's. */
export const orderMoneyFields = {
  payment_status: z.enum(paymentStatuses),
  /** Payments less refunds, euros. */
  amount_paid: eurosSchema,
  /** What is still to be paid, euros (0 for a cancelled or voided order). */
  amount_due: eurosSchema,
  /** An invoice order's due date (invoice day plus the terms' days); null for others. */
  due_date: isoDateSchema.nullable(),
};
