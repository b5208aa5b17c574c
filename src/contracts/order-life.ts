/**
 * The order's life in the back office (issue 14, decision 045): cancel, move, mark paid or
 * done, record a refund, the history, and orders taken by staff over the phone. The
 * statuses and which action is possible when are src/domain/order/order-life.ts.
 */
import { z } from 'zod';
import { orderActions } from '#domain/order/order-life.ts';
import { idSchema, isoDateSchema, isoInstantSchema } from './common';
import { invalidValue, msg } from './messages';
import { createOrderFields, orderIsNotEmpty, orderQuantitiesInputSchema } from './order';

const notifyCustomer = z.boolean(invalidValue).default(true);

/** POST order/{id}/cancel. The reason is for the office (and the history), not the mail. */
export const cancelOrderInputSchema = z.object(
  {
    reason: z
      .string(invalidValue)
      .trim()
      .min(1, msg('validation.required'))
      .max(500, msg('validation.text_too_long')),
    notifyCustomer,
  },
  invalidValue,
);
export type CancelOrderInput = z.output<typeof cancelOrderInputSchema>;

/**
 * POST order/{id}/reschedule: any washer and any start (an instant) the washer has free;
 * staff override the customer-facing window (earliest day, three months), never the
 * no-overlap rule (409 SLOT_TAKEN).
 */
export const rescheduleOrderInputSchema = z.object(
  {
    cleanerId: idSchema,
    start: isoInstantSchema,
    notifyCustomer,
    /**
     * The consumer asked to start within the 14-day withdrawal period (by phone, say):
     * recorded with the move, as when they order or move themselves (decision 085).
     */
    earlyStartRequested: z.boolean(invalidValue).optional(),
  },
  invalidValue,
);
export type RescheduleOrderInput = z.output<typeof rescheduleOrderInputSchema>;

/** POST order/{id}/mark-paid, mark-done, refund: an optional note for the history. */
export const orderNoteInputSchema = z.object(
  { note: z.string(invalidValue).trim().max(500, msg('validation.text_too_long')).optional() },
  invalidValue,
);
export type OrderNoteInput = z.output<typeof orderNoteInputSchema>;

/**
 * POST order/staff: the public order body plus the washer and start chosen freely. The day
 * is the start's Helsinki day; a shippingDay sent with it must be that day.
 */
export const createStaffOrderInputSchema = orderQuantitiesInputSchema
  .extend({
    ...createOrderFields,
    shippingDay: isoDateSchema.optional(),
    start: isoInstantSchema,
    notifyCustomer,
  })
  .refine(...orderIsNotEmpty);
export type CreateStaffOrderInput = z.output<typeof createStaffOrderInputSchema>;

export const createStaffOrderResponseSchema = z.object({
  id: idSchema,
  reference: z.string(),
});
export type CreateStaffOrderResponse = z.infer<typeof createStaffOrderResponseSchema>;

/** GET order/{id}/history: oldest first. actor null: the customer or the system. */
export const orderEventSchema = z.object({
  at: isoInstantSchema,
  actor: z.object({ id: idSchema.nullable(), name: z.string() }).nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
export const orderHistorySchema = z.array(orderEventSchema);

/** The actions the acting member of staff may take on the order now. */
export const orderActionsSchema = z.array(z.enum(orderActions));
