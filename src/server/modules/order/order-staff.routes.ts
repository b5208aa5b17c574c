import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  createStaffOrderInputSchema,
  createStaffOrderResponseSchema,
} from '#contracts/order-life.ts';
import { adminSessionOf, requireAdmin } from '#server/plugins/authenticate.ts';
import type { OrderService } from './order.service';

/**
 * POST /api/order/staff: an order taken by staff over the phone (issue 14, decision 047):
 * the customer site's body and rules, the washer and start chosen freely.
 */
export const orderStaffRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/order/staff',
    {
      schema: {
        summary:
          'Create an order taken over the phone: priced as on the site, any washer and free ' +
          'start from today; an invoice order is confirmed, an online one mails a payment link',
        body: createStaffOrderInputSchema,
        response: {
          201: createStaffOrderResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { userId, name } = adminSessionOf(request);
      const order = await orders.createStaffOrder(request.body, { id: userId, name });
      return reply.code(201).send({ id: order.id, reference: order.reference });
    },
  );
};
