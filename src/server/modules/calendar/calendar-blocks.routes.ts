import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarRowSchema,
  calendarRowsSchema,
  disabledDatesQuerySchema,
  saveDisabledDatesInputSchema,
} from '#contracts/calendar.ts';
import { apiErrorMessages } from '#contracts/api-error.ts';
import { blockOverJobsResponseSchema } from '#contracts/calendar-block-conflict.ts';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import { requestLanguage } from '#server/lib/language.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import { BlockOverJobsError } from './calendar-block-jobs';
import type { CalendarBlocksService, DisabledDateInput } from './calendar-blocks.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The back office's blocking of washers' days (admin spec section 7): GET
 * calendar/disabled_dates, POST calendar/{id} (the calendar), DELETE calendar/{id}
 * (the block).
 */
export const calendarBlocksRoutes: FastifyPluginAsyncZod<{
  blocks: CalendarBlocksService;
}> = async (app, { blocks }) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/calendar/disabled_dates',
    {
      schema: {
        summary: 'Every washer calendar with its blocks ending from `from` (default: 31 days ago)',
        querystring: disabledDatesQuerySchema,
        response: { 200: calendarRowsSchema, ...errors },
      },
    },
    (request) => blocks.list(request.query.from),
  );

  const save =
    (confirm: boolean) =>
    async (
      request: { params: { id: number }; body: DisabledDateInput[] } & FastifyRequest,
      reply: FastifyReply,
    ) => {
      try {
        return await blocks.save(request.params.id, request.body, { confirm });
      } catch (error) {
        if (!(error instanceof BlockOverJobsError)) throw error;
        const message = apiErrorMessages[requestLanguage(request)].BLOCK_OVER_JOBS;
        return reply.code(409).send({ error: error.code, message, jobs: error.jobs });
      }
    };

  app.post(
    '/calendar/:id',
    {
      schema: {
        summary: "Adds ('new-' ids) and moves (numeric ids) blocks of one calendar",
        description:
          "Blocks left out of the list stay. The external booking system's ('KBOT') blocks cannot be changed (403). A new or moved block over booked jobs answers 409 BLOCK_OVER_JOBS with `jobs` [{orderId, reference, start, end}] and saves nothing (POST calendar/{id}/over-jobs saves anyway). Answers the calendar row as saved.",
        params: idParamsSchema,
        body: saveDisabledDatesInputSchema,
        response: { 200: calendarRowSchema, ...errors, 409: blockOverJobsResponseSchema },
      },
    },
    save(false),
  );

  app.post(
    '/calendar/:id/over-jobs',
    {
      schema: {
        summary: 'As POST calendar/{id}, also over booked jobs (the office confirmed)',
        description:
          'The same body and answers; a block over booked jobs is saved and the jobs stay booked (the dispatcher moves them).',
        params: idParamsSchema,
        body: saveDisabledDatesInputSchema,
        response: { 200: calendarRowSchema, ...errors },
      },
    },
    save(true),
  );

  app.delete(
    '/calendar/:id',
    {
      schema: {
        summary: "Removes one block; not the external booking system's (403)",
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await blocks.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
