import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  paymentTermsSchema,
  receivablesQuerySchema,
  receivablesSchema,
  reminderInputSchema,
  reminderParamsSchema,
  reminderResultSchema,
} from '#contracts/receivables.ts';
import { adminSessionOf, requireStaff } from '#server/plugins/authenticate.ts';
import type { ReceivablesService } from './receivables.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * GET receivables, POST receivables/{orderId}/reminder (issue 24 point 2) and GET/PUT
 * settings/payment-terms (decision 062): the office reads them, an admin sets them.
 */
export const receivablesRoutes: FastifyPluginAsyncZod<{ receivables: ReceivablesService }> = async (
  app,
  { receivables },
) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/receivables',
    {
      schema: {
        summary:
          'Unpaid and partly paid invoice orders with amount due, due date and days overdue, oldest due first',
        querystring: receivablesQuerySchema,
        response: { 200: receivablesSchema, ...errors },
      },
    },
    (request) => receivables.list(request.query),
  );

  app.post(
    '/receivables/:orderId/reminder',
    {
      schema: {
        summary:
          "Queues a payment reminder mail in the customer's language and notes it in the order's history; 409 NOTHING_OWED",
        params: reminderParamsSchema,
        body: reminderInputSchema,
        response: {
          200: reminderResultSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    (request) => {
      const { userId, name } = adminSessionOf(request);
      return receivables.remind(request.params.orderId, { id: userId, name });
    },
  );

  app.get(
    '/settings/payment-terms',
    {
      schema: {
        summary: "The invoices' days net and the payment reminder's fee (0: not charged)",
        response: { 200: paymentTermsSchema, ...errors },
      },
    },
    () => receivables.terms(),
  );

  app.put(
    '/settings/payment-terms',
    {
      schema: {
        summary:
          "Sets the invoices' days net (1-365; due dates follow at once) and the reminder fee (0-1000 €, 0: not charged)",
        body: paymentTermsSchema,
        response: { 200: paymentTermsSchema, ...errors },
      },
    },
    (request) => receivables.saveTerms(request.body),
  );
};
