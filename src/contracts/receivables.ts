/**
 * What invoice orders owe (issue 24 point 2): the receivables list and the payment reminder.
 * An invoice's due date is its invoice day (set by staff, else the job's day) plus the terms'
 * days net (14 unless the shop's settings say otherwise).
 */
import { z } from 'zod';
import { eurosSchema, idParamSchema, isoDateSchema } from './common';
import { invalidValue, msg } from './messages';

/** GET receivables?overdue=true|false: only those past their due date, or all (the default). */
export const receivablesQuerySchema = z.object(
  {
    overdue: z
      .enum(['true', 'false'], invalidValue)
      .transform((v) => v === 'true')
      .optional(),
  },
  invalidValue,
);
export type ReceivablesQuery = z.infer<typeof receivablesQuerySchema>;

export const receivableSchema = z.object({
  orderId: z.number().int(),
  /** The order's number for people (K-2026-000123). */
  reference: z.string(),
  customerName: z.string(),
  /** Euros still due: the total less payments plus refunds. */
  amountDue: z.number(),
  dueDate: isoDateSchema,
  /** Days past the due date on today's Helsinki day; 0 when not yet due. */
  daysOverdue: z.number().int().min(0),
});
export type Receivable = z.infer<typeof receivableSchema>;

/** Oldest due first; total is the sum of amountDue. */
export const receivablesSchema = z.object({
  items: z.array(receivableSchema),
  total: z.number(),
});
export type Receivables = z.infer<typeof receivablesSchema>;

/** The reminder's body: nothing yet (an empty object). */
export const reminderInputSchema = z.object({}, invalidValue);
export type ReminderInput = z.infer<typeof reminderInputSchema>;

export const reminderParamsSchema = z.object({ orderId: idParamSchema }, invalidValue);

/** POST receivables/:orderId/reminder: the reminder queued (the mail goes by the outbox). */
export const reminderResultSchema = z.object({
  orderId: z.number().int(),
  amountDue: z.number(),
  dueDate: isoDateSchema,
  /** The reminder fee's line, when the company charges it; null otherwise. */
  reminderFee: z.number().nullable(),
});
export type ReminderResult = z.infer<typeof reminderResultSchema>;

/** The terms' days net an invoice has (1-365). */
export const maxPaymentTermsDays = 365;
/** The reminder fee's ceiling in euros (a fee is a fee, not a second invoice). */
export const maxReminderFee = 1_000;

/**
 * GET and PUT settings/payment-terms (decision 062): the invoices' days net (the due date is
 * the invoice day plus these) and the payment reminder's fee in euros, 0 when the company
 * does not charge it. Stored as the shop settings `payment_terms_days` and
 * `payment_reminder_fee_cents`.
 */
export const paymentTermsSchema = z.strictObject(
  {
    paymentTermsDays: z
      .number(msg('validation.payment_terms_days_range'))
      .int(msg('validation.payment_terms_days_range'))
      .min(1, msg('validation.payment_terms_days_range'))
      .max(maxPaymentTermsDays, msg('validation.payment_terms_days_range')),
    reminderFee: eurosSchema
      .min(0, msg('validation.reminder_fee_range'))
      .max(maxReminderFee, msg('validation.reminder_fee_range')),
  },
  invalidValue,
);
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;
