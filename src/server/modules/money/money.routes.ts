import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import { orderNoteInputSchema } from '#contracts/order-life.ts';
import { recordPaymentInputSchema, recordRefundInputSchema } from '#contracts/order-money.ts';
import { storedOrderSchema } from '#contracts/order-stored.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import { actorOf } from '../order/order-life.routes';
import type { MoneyService } from './money.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The order's money (issue 24): POST order/{id}/payments and refunds (201 with the order),
 * and the old whole refund, POST order/{id}/refund (200: what is due back is refunded).
 */
export const moneyRoutes: FastifyPluginAsyncZod<{ money: MoneyService }> = async (
  app,
  { money },
) => {
  app.addHook('onRequest', requireStaff);
  const params = idParamsSchema;

  app.post(
    '/order/:id/payments',
    {
      schema: {
        summary:
          "Records a payment of the order, whatever its job's state; more than is due: 400 naming amount",
        params,
        body: recordPaymentInputSchema,
        response: { 201: storedOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await money.recordPayment(request.params.id, request.body, actorOf(request));
      return reply.code(201).send(order);
    },
  );

  app.post(
    '/order/:id/refunds',
    {
      schema: {
        summary:
          'Records money given back, in part or whole; more than was paid: 400 naming amount',
        params,
        body: recordRefundInputSchema,
        response: { 201: storedOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await money.recordRefund(request.params.id, request.body, actorOf(request));
      return reply.code(201).send(order);
    },
  );

  app.post(
    '/order/:id/refund',
    {
      schema: {
        summary:
          'Refunds what is due back today (the whole over-payment, or what a cancelled order holds beyond its cancellation charge); 409 when nothing is',
        params,
        body: orderNoteInputSchema,
        response: { 200: storedOrderSchema, ...errors },
      },
    },
    (request) => money.refundWhatIsDue(request.params.id, request.body, actorOf(request)),
  );
};
