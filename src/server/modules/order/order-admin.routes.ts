import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import { orderListQuerySchema, orderListResponseSchema } from '#contracts/order-admin.ts';
import { storedOrderSchema, updateOrderInputSchema } from '#contracts/order-stored.ts';
import { adminSessionOf, requireStaff } from '#server/plugins/authenticate.ts';
import type { OrderAdminService } from './order-admin.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** GET order, GET order/{id}, PUT order/{id}, DELETE order/{id} (admin spec section 7). */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ orders: OrderAdminService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/order',
    {
      schema: {
        summary: 'Orders, newest first by default; filters recurring and international',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    (request) => orders.list(request.query),
  );

  app.get(
    '/order/:id',
    {
      schema: {
        summary: 'One order as stored',
        params: idParamsSchema,
        response: { 200: storedOrderSchema, ...errors },
      },
    },
    (request) => orders.get(request.params.id),
  );

  app.put(
    '/order/:id',
    {
      schema: {
        summary: "Contact details, addresses, message and day (re-reserves the washer's time)",
        params: idParamsSchema,
        body: updateOrderInputSchema,
        response: { 200: storedOrderSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => {
      const { userId, name } = adminSessionOf(request);
      return orders.update(request.params.id, request.body, { id: userId, name });
    },
  );

  app.delete(
    '/order/:id',
    {
      schema: {
        summary: "Deletes an order without money received, with its lines and washer's time",
        params: idParamsSchema,
        response: { 204: z.null(), 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await orders.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
