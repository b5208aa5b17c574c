import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  manageCancelInputSchema,
  manageOrderSchema,
  manageRescheduleInputSchema,
  manageTokenParamsSchema,
} from '#contracts/manage.ts';
import type { ManageService } from './manage.service';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Reads: a customer opens the page now and then; guessing tokens is pointless (256 bits). */
const readLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const changeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * The customer's own order page (issue 15, decision 049): GET manage/{token}, POST
 * manage/{token}/cancel and reschedule, GET manage/{token}/calendar.ics. No session: the
 * token from the confirmation mail is the key (never logged: logging.ts secretParams).
 */
export const manageRoutes: FastifyPluginAsyncZod<{ manage: ManageService }> = async (
  app,
  { manage },
) => {
  const params = manageTokenParamsSchema;
  const response = { 200: manageOrderSchema, ...errors };

  app.get(
    '/manage/:token',
    {
      config: readLimit,
      schema: {
        summary:
          "The customer's order by its page token: what, when, by whom, the price, and what can be changed",
        description:
          'An unknown or expired token (60 days after the job) answers 404; a cancelled order still answers, with status cancelled.',
        params,
        response,
      },
    },
    (request) => manage.get(request.params.token),
  );

  app.post(
    '/manage/:token/cancel',
    {
      config: changeLimit,
      schema: {
        summary: "The customer cancels the order; the washer's time is free at once",
        description:
          "Free within the consumer's 14-day withdrawal period before the work starts, and until 5 business days before the job; a charge (30 % of the price after that line, or the work done once started) only with acceptFee: true (409 LATE_CANCELLATION otherwise). The answer's cancellation gives the amounts (decision 068).",
        params,
        body: manageCancelInputSchema,
        response,
      },
    },
    (request) => manage.cancel(request.params.token, request.body),
  );

  app.post(
    '/manage/:token/reschedule',
    {
      config: changeLimit,
      schema: {
        summary: 'The customer moves the job to a free time the customer calendar offers',
        description:
          'A taken time answers 409 SLOT_TAKEN; within 5 business days of the job 409 LATE_CHANGE (the office can still move it).',
        params,
        body: manageRescheduleInputSchema,
        response,
      },
    },
    (request) => manage.reschedule(request.params.token, request.body),
  );

  app.get(
    '/manage/:token/calendar.ics',
    {
      config: readLimit,
      schema: {
        summary: "The customer's job as a calendar file (text/calendar, one VEVENT)",
        params,
        response: { 200: fileAnswer('text/calendar', 'the iCalendar file'), ...errors },
      },
    },
    async (request, reply) => {
      const { method, content, fileName } = await manage.calendar(request.params.token);
      // The MIME method parameter repeats the body's METHOD (RFC 5545 3.7.2, decision 063).
      return reply
        .type(`text/calendar; charset=utf-8; method=${method}`)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(content);
    },
  );
};
