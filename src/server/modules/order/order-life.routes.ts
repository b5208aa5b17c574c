import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import {
  cancelOrderInputSchema,
  orderHistorySchema,
  orderNoteInputSchema,
  rescheduleOrderInputSchema,
} from '#contracts/order-life.ts';
import { storedOrderSchema } from '#contracts/order-stored.ts';
import { adminSessionOf, requireAdmin } from '#server/plugins/authenticate.ts';
import type { FastifyRequest } from 'fastify';
import type { OrderLifeService } from './order-life.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The member of staff acting, for the history. */
const actorOf = (request: FastifyRequest) => {
  const { userId, name } = adminSessionOf(request);
  return { id: userId, name };
};

/**
 * The order's life (issue 14, decision 045): POST order/{id}/cancel, reschedule,
 * mark-paid, mark-done, refund; GET order/{id}/history.
 */
export const orderLifeRoutes: FastifyPluginAsyncZod<{ life: OrderLifeService }> = async (
  app,
  { life },
) => {
  app.addHook('onRequest', requireAdmin);
  const params = idParamsSchema;
  const response = { 200: storedOrderSchema, ...errors };

  app.post(
    '/order/:id/cancel',
    {
      schema: {
        summary:
          "Cancels the order with a reason and frees the washer's time; a paid order is flagged for refund",
        params,
        body: cancelOrderInputSchema,
        response,
      },
    },
    (request) => life.cancel(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/order/:id/reschedule',
    {
      schema: {
        summary:
          'Moves the job to any washer and free start from today on (409 SLOT_TAKEN on overlap)',
        params,
        body: rescheduleOrderInputSchema,
        response,
      },
    },
    (request) => life.reschedule(request.params.id, request.body, actorOf(request)),
  );

  const noteRoutes = [
    ['mark-paid', 'An invoice marked paid by hand', 'markPaid'],
    ['mark-done', 'The job marked done', 'markDone'],
    ['refund', 'Records that the money flagged for refund went back', 'recordRefund'],
  ] as const;
  for (const [path, summary, method] of noteRoutes) {
    app.post(
      `/order/:id/${path}`,
      { schema: { summary, params, body: orderNoteInputSchema, response } },
      (request) => life[method](request.params.id, request.body, actorOf(request)),
    );
  }

  app.get(
    '/order/:id/history',
    {
      schema: {
        summary: 'Who changed what and when, oldest first',
        params,
        response: { 200: orderHistorySchema, ...errors },
      },
    },
    (request) => life.history(request.params.id),
  );
};
