import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  manageOrderSchema,
  manageTokenParamsSchema,
  manageVisitInputSchema,
} from '#contracts/manage.ts';
import type { ManageService } from '../manage/manage.service';

const response = {
  200: manageOrderSchema,
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const changeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * A proposed next visit of a recurring order, answered on its own order page (issue 15
 * point 2, decision 053): POST manage/{token}/confirm and manage/{token}/skip. No session:
 * the token from the proposal mail (or the earlier order's page) is the key.
 */
export const visitsRoutes: FastifyPluginAsyncZod<{ manage: ManageService }> = async (
  app,
  { manage },
) => {
  const schema = { params: manageTokenParamsSchema, body: manageVisitInputSchema, response };
  app.post(
    '/manage/:token/confirm',
    {
      config: changeLimit,
      schema: {
        ...schema,
        summary: 'The customer confirms a proposed next visit; the confirmation mail follows',
        description:
          "Only a proposal whose week is not over: otherwise 409 ACTION_NOT_ALLOWED (also for an order that is not a proposal). A consumer's visit within the 14-day withdrawal period needs earlyStart: true (400 naming earlyStart otherwise; decision 068).",
      },
    },
    (request) => manage.confirmVisit(request.params.token, request.body),
  );
  app.post(
    '/manage/:token/skip',
    {
      config: changeLimit,
      schema: {
        ...schema,
        summary: "The customer skips a proposed next visit; the washer's time is free at once",
        description:
          'Only a proposal (409 ACTION_NOT_ALLOWED otherwise). The next visit after it is proposed an interval later.',
      },
    },
    (request) => manage.skipVisit(request.params.token),
  );
};
