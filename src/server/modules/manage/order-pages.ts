/**
 * The orders of the order page (/tilaus/:token, /en/order/:token, /sv/bestallning/:token)
 * and of the thank-you page (/kiitos-tilauksesta/:reference and its English and Swedish
 * addresses), for their server rendering (decision 080): the very answers their API routes
 * give (GET manage/{token}, GET order/payment/{reference}), from the same service calls, with
 * the same rule for who sees what, encoded by the routes' own response schemas. An unknown
 * one is null: the page is then the not-found page with HTTP 404 (decision 065).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { orderSummarySchema, type OrderSummary } from '#contracts/checkout.ts';
import { orderReferenceSchema } from '#contracts/common.ts';
import { manageOrderSchema, manageTokenParamsSchema, type ManageOrder } from '#contracts/manage.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { OrderPageReads } from '#server/plugins/pages.ts';
import type { OrderProof } from '../order/order-proof';
import type { OrderService } from '../order/order.service';
import type { ManageService } from './manage.service';

/** What the route would send: its response schema's encoding, as JSON. */
function asSent<S extends z.ZodType>(schema: S, answer: z.output<S>): z.output<S> {
  return JSON.parse(JSON.stringify(z.encode(schema, answer))) as z.output<S>;
}

/** The answer, or null where the route answers 404. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export function createOrderPageReads(deps: {
  manage: Pick<ManageService, 'get'>;
  orders: Pick<OrderService, 'getOrderSummary'>;
  proof: Pick<OrderProof, 'isGivenFor'>;
}): OrderPageReads {
  const { manage, orders, proof } = deps;
  return {
    async managedOrder(token): Promise<ManageOrder | null> {
      // Where the route's parameters answer 400, the page has no order either.
      if (!manageTokenParamsSchema.safeParse({ token }).success) return null;
      return orNull(async () => asSent(manageOrderSchema, await manage.get(token)));
    },
    async orderSummary(reference, request: FastifyRequest): Promise<OrderSummary | null> {
      if (!orderReferenceSchema.safeParse(reference).success) return null;
      // The personal part only with this browser's proof or within the hour (decision 040).
      const isOrderer = proof.isGivenFor(request, reference);
      return orNull(async () =>
        asSent(orderSummarySchema, await orders.getOrderSummary(reference, isOrderer)),
      );
    },
  };
}
