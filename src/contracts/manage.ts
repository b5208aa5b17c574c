/**
 * The customer's own order page (issue 15, decision 049): its addresses, the API's
 * requests and answer. The token is a bearer secret in the path, never in a query string.
 */
import { z } from 'zod';
import { orderStatuses } from '#domain/order/order-life.ts';
import { idSchema, isoInstantSchema } from './common';
import { invalidValue } from './messages';

/** The page's path in the order's language: /tilaus/<token> or /en/order/<token>. */
export const managePagePath = (language: 'fi' | 'en', token: string): string =>
  language === 'en' ? `/en/order/${token}` : `/tilaus/${token}`;

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

/** POST manage/{token}/reschedule: a washer and a start the customer's calendar offers. */
export const manageRescheduleInputSchema = z.object(
  { cleanerId: idSchema, start: isoInstantSchema },
  invalidValue,
);
export type ManageRescheduleInput = z.output<typeof manageRescheduleInputSchema>;

/** POST manage/{token}/confirm and skip (a proposed next visit): an empty JSON object. */
export const manageVisitInputSchema = z.object({}, invalidValue);
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
  next: z
    .object({
      status: z.enum(orderStatuses),
      start: z.string().nullable(),
      end: z.string().nullable(),
      /** The next visit's page token (null when it cannot be opened: an older order). */
      token: z.string().nullable(),
    })
    .nullable(),
});
export type ManageVisit = z.output<typeof manageVisitSchema>;

export const manageOrderSchema = z.object({
  reference: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  /** The job's start and end (instants), null for a mall order or one needing a new time. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  language: z.enum(['fi', 'en']),
  items: z.array(manageItemSchema),
  /** What the customer pays, in euros (the discount taken off). */
  totalPrice: z.number(),
  totalPriceCents: z.number().int(),
  discountCents: z.number().int(),
  /** The household deduction the customer may claim (a private customer), in cents. */
  deductionCents: z.number().int(),
  canCancelFree: z.boolean(),
  canCancel: z.boolean(),
  canMove: z.boolean(),
  /** The last day (Helsinki) of free changes, null without a job day. */
  freeChangeUntil: z.string().nullable(),
  canPay: z.boolean(),
  paymentType: z.enum(['online', 'bill']),
  washingMinutes: z.number().int(),
  washerFirstName: z.string().nullable(),
  postalCode: z.string(),
  address: z.string(),
  mallStartingMonth: z.string().nullable(),
  visit: manageVisitSchema,
});
export type ManageOrder = z.output<typeof manageOrderSchema>;
