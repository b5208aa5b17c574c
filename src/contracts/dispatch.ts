/**
 * The dispatch board (issue 14): one Helsinki day, one row per washer with their jobs and
 * blocked times. Instants are ISO 8601 with the Helsinki offset.
 */
import { z } from 'zod';
import { orderStatuses } from '#domain/order/order-life.ts';
import { jobProgressSteps } from './washer-day';
import { idParamSchema, idSchema, isoDateSchema, isoInstantSchema } from './common';
import { invalidValue, msg } from './messages';

/** GET dispatch?date=YYYY-MM-DD */
export const dispatchQuerySchema = z.object({ date: isoDateSchema }, invalidValue);
export type DispatchQuery = z.infer<typeof dispatchQuerySchema>;

export const dispatchJobSchema = z.object({
  orderId: idSchema,
  reference: z.string(),
  start: isoInstantSchema,
  end: isoInstantSchema,
  status: z.enum(orderStatuses),
  customer: z.object({ name: z.string(), phone: z.string() }),
  address: z.object({
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    /** The customer's note: door code, where to park. */
    message: z.string().nullable(),
  }),
  /**
   * What is to be washed: the order's lines as stored (names in the order's language),
   * without the money-only ones (start fee, discounts, fees; decision 056). Empty in the
   * washer's calendar feed.
   */
  items: z.array(z.object({ name: z.string(), amount: z.number() })),
  /** What the washer last reported from the field (decision 058); null before anything. */
  progress: z.enum(jobProgressSteps).nullable(),
  /** The office's note for the washer (the order's "Lisätiedot pesijälle"). */
  noteForWasher: z.string().nullable(),
});
export type DispatchJob = z.infer<typeof dispatchJobSchema>;

export const dispatchBlockSchema = z.object({
  start: isoInstantSchema,
  end: isoInstantSchema,
  /** 'KBOT' for the external booking system's blocks, null for the office's own. */
  modifier: z.string().nullable(),
});
export type DispatchBlock = z.infer<typeof dispatchBlockSchema>;

export const dispatchDaySchema = z.object({
  date: isoDateSchema,
  washers: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      /** Minutes the washer keeps free after a job (decision 051); absent: none. */
      travelMinutes: z.number().int().optional(),
      jobs: z.array(dispatchJobSchema),
      blocks: z.array(dispatchBlockSchema),
    }),
  ),
});
export type DispatchDay = z.infer<typeof dispatchDaySchema>;

/** POST settings/cleaner/:id/ics-secret: the washer's new calendar feed address. */
export const icsSecretResponseSchema = z.object({ url: z.string() });
export type IcsSecretResponse = z.infer<typeof icsSecretResponseSchema>;

/**
 * GET calendar-feed/:washerId/:secret: the washer's feed address. The secret is
 * base64url; the address ends in '.ics' for the phones that look at it.
 */
export const calendarFeedParamsSchema = z.object(
  {
    washerId: idParamSchema,
    secret: z
      .string(invalidValue)
      .regex(/^[A-Za-z0-9_-]{8,128}(\.ics)?$/, msg('validation.invalid_value')),
  },
  invalidValue,
);
