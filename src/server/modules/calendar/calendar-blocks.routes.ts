import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarParamsSchema,
  calendarRowSchema,
  calendarRowsSchema,
  disabledDatesQuerySchema,
  saveDisabledDatesInputSchema,
} from '#contracts/calendar.ts';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import { requireAdmin } from '#server/plugins/authenticate.ts';
import type { CalendarBlocksService } from './calendar-blocks.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The back office's blocking of washers' days (admin spec section 7): GET
 * calendar/disabled_dates, POST calendar/{calendarId}, DELETE calendar/{id}.
 */
export const calendarBlocksRoutes: FastifyPluginAsyncZod<{
  blocks: CalendarBlocksService;
}> = async (app, { blocks }) => {
  app.addHook('onRequest', requireAdmin);

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

  app.post(
    '/calendar/:calendarId',
    {
      schema: {
        summary: "Adds ('new-' ids) and moves (numeric ids) blocks of one calendar",
        description:
          "Blocks left out of the list stay. The external booking system's ('KBOT') blocks cannot be changed (403). Answers the calendar row as saved.",
        params: calendarParamsSchema,
        body: saveDisabledDatesInputSchema,
        response: { 200: calendarRowSchema, ...errors },
      },
    },
    (request) => blocks.save(request.params.calendarId, request.body),
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
