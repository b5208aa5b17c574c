import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  jobProgressInputSchema,
  myJobSchema,
  myJobsQuerySchema,
  orderIdParamsSchema,
} from '#contracts/washer-day.ts';
import { AppError } from '#server/lib/app-error.ts';
import { adminSessionOf, requireStaff } from '#server/plugins/authenticate.ts';
import type { ActingWasher, WasherDayService } from './washer-day.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** The signed-in washer; the role table lets only washers here, each linked to one washer. */
function washerOf(request: FastifyRequest): ActingWasher {
  const { userId, name, washerId } = adminSessionOf(request);
  if (washerId === null) throw new AppError('FORBIDDEN', `user ${userId} is no washer`);
  return { userId, name, washerId };
}

/**
 * The washer's day (issue 23, decision 058): GET my/jobs, POST my/jobs/{orderId}/progress.
 * Washers only (src/contracts/access.ts); each sees and changes only their own jobs.
 */
export const washerDayRoutes: FastifyPluginAsyncZod<{ washerDay: WasherDayService }> = async (
  app,
  { washerDay },
) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/my/jobs',
    {
      schema: {
        summary: "The signed-in washer's own jobs of the days from..to, by start",
        description:
          'At most 31 days, not before 7 days ago (Helsinki days; 400 naming from or to). Orders not cancelled; payment is paid, invoice or unpaid.',
        querystring: myJobsQuerySchema,
        response: { 200: z.array(myJobSchema), ...errors },
      },
    },
    (request) => washerDay.myJobs(washerOf(request).washerId, request.query),
  );

  app.post(
    '/my/jobs/:orderId/progress',
    {
      schema: {
        summary: 'A step the washer reports on their own job: on the way, started, done, not done',
        description:
          "Another washer's job or an unknown one 404; started or done before the job's Helsinki day 409 BEFORE_JOB_DAY; a step after done or not done, or on a cancelled order, 409 ACTION_NOT_ALLOWED; not_done needs a reason. Done marks the order done; not done makes it need a new time.",
        params: orderIdParamsSchema,
        body: jobProgressInputSchema,
        response: {
          200: myJobSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    (request) => washerDay.reportProgress(washerOf(request), request.params.orderId, request.body),
  );
};
