/**
 * The washer's day (issue 23, decision 058): a washer's own jobs, the steps they report from
 * the field and the photos they take. Instants carry the Helsinki offset.
 */
import { z } from 'zod';
import { orderStatuses } from '#domain/order/order-life.ts';
import { idParamSchema, idSchema, isoDateSchema, isoInstantSchema } from './common';
import { invalidValue, msg } from './messages';

/** What the washer last reported of a job; null before anything. */
export const jobProgressSteps = ['on_the_way', 'started', 'done', 'not_done'] as const;
export type JobProgress = (typeof jobProgressSteps)[number];

/** Why a job could not be done. */
export const notDoneReasons = ['not_home', 'no_access', 'weather', 'other'] as const;
export type NotDoneReason = (typeof notDoneReasons)[number];

/** How the job is paid, as the washer needs to know it at the door. */
export const jobPayments = ['paid', 'invoice', 'unpaid'] as const;
export type JobPayment = (typeof jobPayments)[number];

/** GET my/jobs?from=&to=: at most 31 days, not before 7 days ago (checked by the server). */
export const myJobsQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema }, invalidValue);
export type MyJobsQuery = z.infer<typeof myJobsQuerySchema>;

export const myJobSchema = z.object({
  orderId: idSchema,
  reference: z.string(),
  /** The order's number for people (K-2026-000123). */
  orderNumber: z.string(),
  start: isoInstantSchema,
  end: isoInstantSchema,
  status: z.enum(orderStatuses),
  progress: z.enum(jobProgressSteps).nullable(),
  address: z.object({
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    /** The customer's note: door code, where to park. */
    message: z.string().nullable(),
  }),
  customer: z.object({ name: z.string(), phone: z.string() }),
  items: z.array(z.object({ name: z.string(), amount: z.number() })),
  /** The office's note for the washer (the order's "Lisätiedot pesijälle"). */
  noteForWasher: z.string().nullable(),
  payment: z.enum(jobPayments),
});
export type MyJob = z.infer<typeof myJobSchema>;

export const orderIdParamsSchema = z.object({ orderId: idParamSchema }, invalidValue);

/** POST my/jobs/:orderId/progress. */
export const jobProgressInputSchema = z.object(
  {
    step: z.enum(jobProgressSteps, invalidValue),
    reason: z.enum(notDoneReasons, invalidValue).optional(),
    note: z.string(invalidValue).trim().max(1000, msg('validation.message_too_long')).optional(),
    /** With on_the_way: mail the customer "your washer is on the way". */
    notifyCustomer: z.boolean(invalidValue).optional(),
  },
  invalidValue,
);
export type JobProgressInput = z.infer<typeof jobProgressInputSchema>;

/** A photo of a job, as the back office lists it. */
export const orderPhotoSchema = z.object({
  id: idSchema,
  takenAt: isoInstantSchema,
  by: z.object({ id: idSchema.nullable(), name: z.string() }),
  url: z.string(),
});
export type OrderPhoto = z.infer<typeof orderPhotoSchema>;

export const photoParamsSchema = z.object(
  { id: idParamSchema, photoId: idParamSchema },
  invalidValue,
);

/** Photo limits (issue 23): per file and per job. */
export const photoLimits = { maxBytes: 10 * 1024 * 1024, perJob: 10, longestSide: 2000 } as const;

/** POST my/jobs/:orderId/photos (multipart/form-data, one file field `photo`): 201. */
export const jobPhotoCreatedSchema = z.object({ id: idSchema });
export type JobPhotoCreated = z.infer<typeof jobPhotoCreatedSchema>;
