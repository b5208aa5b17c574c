/**
 * The customer's own order page (issue 15, decision 049): its addresses, the API's
 * requests and answer. The token is a bearer secret in the path, never in a query string.
 */
import { z } from 'zod';
import { cancellationBases } from '#domain/order/cancellation-charge.ts';
import { orderStatuses } from '#domain/order/order-life.ts';
import { idSchema, isoInstantSchema, languageSchema } from './common';
import { invalidValue } from './messages';
import { mallCleaningSets } from './order';

export const manageTokenParamsSchema = z.object(
  { token: z.string(invalidValue).min(1, invalidValue).max(100, invalidValue) },
  invalidValue,
);

/** POST manage/{token}/cancel: acceptFee confirms the late cancellation's charge. */
export const manageCancelInputSchema = z.object(
  { acceptFee: z.boolean(invalidValue).optional() },
  invalidValue,
);
export type ManageCancelInput = z.output<typeof manageCancelInputSchema>;

/**
 * POST manage/{token}/reschedule: a washer and a start the customer's calendar offers.
 * earlyStart: the consumer asks the work to start within the 14-day withdrawal period,
 * needed for a day up to the order's earlyStartNeededUntil (issue 28, decision 069).
 */
export const manageRescheduleInputSchema = z.object(
  { cleanerId: idSchema, start: isoInstantSchema, earlyStart: z.boolean(invalidValue).optional() },
  invalidValue,
);
export type ManageRescheduleInput = z.output<typeof manageRescheduleInputSchema>;

/**
 * POST manage/{token}/confirm and skip (a proposed next visit): a JSON object; confirming a
 * consumer's visit within the withdrawal period needs `earlyStart: true` (decision 068).
 */
export const manageVisitInputSchema = z.object(
  { earlyStart: z.boolean(invalidValue).optional() },
  invalidValue,
);
export type ManageVisitInput = z.output<typeof manageVisitInputSchema>;

const manageItemSchema = z.object({
  name: z.string(),
  amount: z.number(),
  priceCents: z.number().int(),
});

/**
 * A recurring order's visits on its page (decision 053): whether this order is a proposed
 * next visit (until when it holds its time, whether it can be confirmed or skipped now),
 * and the next visit of this order once one is proposed, with its own page's token.
 */
export const manageVisitSchema = z.object({
  intervalMonths: z.number().int().nullable(),
  proposalExpiresAt: z.string().nullable(),
  canConfirm: z.boolean(),
  canSkip: z.boolean(),
  /** Confirming this proposal now needs the early-start request (a consumer, within 14 days). */
  needsEarlyStart: z.boolean(),
  next: z
    .object({
      status: z.enum(orderStatuses),
      start: z.string().nullable(),
      end: z.string().nullable(),
      /** The next visit's page token (null when it cannot be opened: an older order). */
      token: z.string().nullable(),
      /** Confirming it now needs the early-start request, as above. */
      needsEarlyStart: z.boolean(),
    })
    .nullable(),
});
export type ManageVisit = z.output<typeof manageVisitSchema>;

/**
 * What cancelling now costs (decision 068), in cents: charged, refunded of what was paid,
 * still to pay, and the refund's last day. Null amounts: the work has started and the
 * office settles what was done.
 */
export const cancellationChargeSchema = z.object({
  basis: z.enum(cancellationBases),
  chargedCents: z.number().int().nullable(),
  refundCents: z.number().int().nullable(),
  toPayCents: z.number().int().nullable(),
  refundBy: z.string().nullable(),
});

export const manageOrderSchema = z.object({
  reference: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  /** The job's start and end (instants), null for a mall order or one needing a new time. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  language: languageSchema,
  items: z.array(manageItemSchema),
  /** What the customer pays, in euros (the discount taken off). */
  totalPrice: z.number(),
  totalPriceCents: z.number().int(),
  discountCents: z.number().int(),
  /**
   * The household deduction's headline, "up to" (a private customer; 0 otherwise), in cents:
   * 35 % of the work, at most 1 600 EUR, whole euros (issue 28).
   */
  deductionCents: z.number().int(),
  /** Beside it: what is left after the 150 EUR yearly excess not used, one or two persons. */
  deductionAfterExcessCents: z.object({ one: z.number().int(), two: z.number().int() }),
  /** Cancelling now costs nothing (decision 068). */
  canCancelFree: z.boolean(),
  /** What cancelling now costs; once cancelled, what it cost (null: not recorded). */
  cancellation: cancellationChargeSchema.nullable(),
  canCancel: z.boolean(),
  canMove: z.boolean(),
  /** The last day (Helsinki) of free changes, null without a job day. */
  freeChangeUntil: z.string().nullable(),
  /**
   * The last day (Helsinki) of the consumer's 14-day withdrawal period while a move to a
   * day up to it needs the early-start request (earlyStart); null when no move needs it
   * (a company or shopping centre, or the request already made). Issue 28, decision 069.
   */
  earlyStartNeededUntil: z.string().nullable(),
  canPay: z.boolean(),
  /** The order's money has come in full (issue 24): the page says paid, the receipt is one. */
  isPaid: z.boolean(),
  paymentType: z.enum(['online', 'bill']),
  washingMinutes: z.number().int(),
  washerFirstName: z.string().nullable(),
  postalCode: z.string(),
  address: z.string(),
  mallStartingMonth: z.string().nullable(),
  /** A mall order's set and price per wash, without and with VAT (decision 073). */
  mallCleaningSet: z.enum(mallCleaningSets).nullable(),
  mallPerWash: z.object({ netCents: z.number().int(), grossCents: z.number().int() }).nullable(),
  visit: manageVisitSchema,
});
export type ManageOrder = z.output<typeof manageOrderSchema>;
