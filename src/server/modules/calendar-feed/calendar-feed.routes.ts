import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import { calendarFeedParamsSchema, icsSecretResponseSchema } from '#contracts/dispatch.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import type { CalendarFeedService } from './calendar-feed.service';

/**
 * The washers' calendar feeds: the back office makes a new secret address; a phone
 * calendar reads the feed without a session (the secret is the key; the request log
 * never shows it, see plugins/logging.ts).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ feeds: CalendarFeedService }> = async (
  app,
  { feeds },
) => {
  app.post(
    '/settings/cleaner/:id/ics-secret',
    {
      onRequest: requireStaff,
      schema: {
        summary: "Makes a new secret address of a washer's calendar feed",
        description: 'The old address stops working. Answers the new one; 404 for no such washer.',
        params: idParamsSchema,
        response: {
          200: icsSecretResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) => feeds.newSecret(request.params.id),
  );

  app.get(
    '/calendar-feed/:washerId/:secret',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: "A washer's jobs as an iCalendar feed (text/calendar), by its secret address",
        description:
          'One VEVENT per job not cancelled, from 30 days back to a year ahead: start, end, address, door code, customer name and phone, length. A wrong or old secret answers 404. No session: the secret is the key.',
        params: calendarFeedParamsSchema,
        response: {
          200: fileAnswer('text/calendar', "the washer's jobs, an iCalendar feed"),
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = await feeds.feed(request.params.washerId, request.params.secret);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="jobs.ics"')
        .send(body);
    },
  );
};
