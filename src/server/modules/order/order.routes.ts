import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrderResponseSchema,
  orderHeadersSchema,
  orderReferenceParamsSchema,
  orderSummarySchema,
} from '#contracts/checkout.ts';
import { errorResponseSchema } from '#contracts/common.ts';
import { createMallOrderInputSchema, createOrderInputSchema } from '#contracts/order.ts';
import type { FastifyReply } from 'fastify';
import { OrderLimitError, type Orderer } from './order-limits';
import type { OrderProof } from './order-proof';
import type { OrderService } from './order.service';
import { toCreateOrderResponse } from './order-summary';

/** The client address (X-Forwarded-For only from a trusted proxy) and the order's e-mail. */
const ordererOf = (request: { ip: string; body: { address: { email: string } } }): Orderer => ({
  address: request.ip,
  email: request.body.address.email,
});

/** An order refused by its limits answers 429 with Retry-After (seconds). */
async function withRetryAfter<T>(reply: FastifyReply, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (error instanceof OrderLimitError) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    }
    throw error;
  }
}

/** Ordering is a few calls per customer; a script hammering it gets 429. */
export const orderRateLimit = { max: 30, timeWindow: '1 minute' } as const;

/**
 * POST /api/order and POST /api/mallorder: create an order (201), or answer the order an
 * Idempotency-Key already created (200); both give this browser the order's proof cookie.
 * GET /api/order/payment/:reference: the thank-you page's summary, its personal part only
 * for the browser with the proof or within an hour of ordering (decision 040).
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  proof: OrderProof;
}> = async (app, { orders, proof }) => {
  app.post(
    '/order',
    {
      config: { rateLimit: orderRateLimit },
      schema: {
        summary: 'Create an order; the server prices it and reserves the washer',
        headers: orderHeadersSchema,
        body: createOrderInputSchema,
        response: {
          200: createOrderResponseSchema.describe('the order this Idempotency-Key created'),
          201: createOrderResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, isNew } = await withRetryAfter(reply, () =>
        orders.createOrder(request.body, ordererOf(request), request.headers['idempotency-key']),
      );
      proof.give(reply, order.reference);
      return reply.code(isNew ? 201 : 200).send(toCreateOrderResponse(order));
    },
  );

  app.post(
    '/mallorder',
    {
      config: { rateLimit: orderRateLimit },
      schema: {
        summary: "Create a shopping centre's package order (starting month, cleaner 9999)",
        headers: orderHeadersSchema,
        body: createMallOrderInputSchema,
        response: {
          200: createOrderResponseSchema.describe('the order this Idempotency-Key created'),
          201: createOrderResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, isNew } = await withRetryAfter(reply, () =>
        orders.createMallOrder(
          request.body,
          ordererOf(request),
          request.headers['idempotency-key'],
        ),
      );
      proof.give(reply, order.reference);
      return reply.code(isNew ? 201 : 200).send(toCreateOrderResponse(order));
    },
  );

  app.get(
    '/order/payment/:reference',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary:
          "The thank-you page's summary: what was ordered, when and the prices; the customer's " +
          'details only with the cookie of the browser that ordered or within an hour of ordering',
        params: orderReferenceParamsSchema,
        response: { 200: orderSummarySchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { reference } = request.params;
      return orders.getOrderSummary(reference, proof.isGivenFor(request, reference));
    },
  );
};
