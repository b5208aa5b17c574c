/**
 * Blocking a washer's time over booked jobs (issue 14): POST calendar/:id refuses
 * with 409 BLOCK_OVER_JOBS listing the jobs in the blocked time; POST
 * calendar/:id/over-jobs saves anyway.
 */
import { z } from 'zod';
import { errorResponseSchema, idSchema, isoInstantSchema } from './common';

export const blockedJobSchema = z.object({
  orderId: idSchema,
  reference: z.string(),
  /** ISO 8601 with the Helsinki offset. */
  start: isoInstantSchema,
  end: isoInstantSchema,
});
export type BlockedJob = z.infer<typeof blockedJobSchema>;

/** The 409 answer: the one error format with the jobs in the blocked time. */
export const blockOverJobsResponseSchema = errorResponseSchema.extend({
  jobs: z.array(blockedJobSchema).optional(),
});
export type BlockOverJobsResponse = z.infer<typeof blockOverJobsResponseSchema>;
