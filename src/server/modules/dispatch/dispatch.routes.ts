import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import { dispatchDaySchema, dispatchQuerySchema } from '#contracts/dispatch.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import type { DispatchService } from './dispatch.service';

/** The back office's dispatch board: GET dispatch?date=YYYY-MM-DD. */
export const dispatchRoutes: FastifyPluginAsyncZod<{ dispatch: DispatchService }> = async (
  app,
  { dispatch },
) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/dispatch',
    {
      schema: {
        summary: "One Helsinki day's jobs and blocked times, one row per washer",
        description:
          'Every washer is a row, even without jobs. Jobs are the reservations of orders not cancelled, by start; blocks are the washer calendar blocks touching that day. Instants carry the Helsinki offset.',
        querystring: dispatchQuerySchema,
        response: {
          200: dispatchDaySchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    (request) => dispatch.day(request.query.date),
  );
};
