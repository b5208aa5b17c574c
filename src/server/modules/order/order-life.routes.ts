import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import {
  cancelOrderInputSchema,
  orderHistorySchema,
  orderNoteInputSchema,
  rescheduleOrderInputSchema,
} from '#contracts/order-life.ts';
import { voidOrderInputSchema } from '#contracts/order-money.ts';
import { storedOrderSchema } from '#contracts/order-stored.ts';
import { adminSessionOf, requireStaff } from '#server/plugins/authenticate.ts';
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
export const actorOf = (request: FastifyRequest) => {
  const { userId, name } = adminSessionOf(request);
  return { id: userId, name };
};

/**
 * The order's life (issue 14, decision 045): POST order/{id}/cancel, reschedule, mark-done,
 * void; GET order/{id}/history. The money's routes are money/money.routes.ts.
 */
export const orderLifeRoutes: FastifyPluginAsyncZod<{ life: OrderLifeService }> = async (
  app,
  { life },
) => {
  app.addHook('onRequest', requireStaff);
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

  app.post(
    '/order/:id/mark-done',
    {
      schema: {
        summary: 'The job marked done, paid or not',
        params,
        body: orderNoteInputSchema,
        response,
      },
    },
    (request) => life.markDone(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/order/:id/void',
    {
      schema: {
        summary:
          'Voids an order that may not be deleted: it stays readable and in its history, a job still open is cancelled and its time freed',
        params,
        body: voidOrderInputSchema,
        response,
      },
    },
    (request) => life.void(request.params.id, request.body, actorOf(request)),
  );

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
