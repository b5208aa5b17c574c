import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import { discountFormSchema, discountListSchema, discountSchema } from '#contracts/discount.ts';
import { adminSessionOf, requireStaff } from '#server/plugins/authenticate.ts';
import type { DiscountService } from './discount.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The back office's campaign codes (admin spec sections 3, 5, 7): GET discount,
 * GET discount/:id, POST discount, PUT discount/:id, DELETE discount/:id. Admins only.
 */
export const discountAdminRoutes: FastifyPluginAsyncZod<{ discounts: DiscountService }> = async (
  app,
  { discounts },
) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/discount',
    {
      schema: {
        summary: 'Every campaign code, newest first',
        response: { 200: discountListSchema, ...errors },
      },
    },
    () => discounts.list(),
  );

  app.get(
    '/discount/:id',
    {
      schema: {
        summary: 'One campaign code',
        params: idParamsSchema,
        response: { 200: discountSchema, ...errors },
      },
    },
    (request) => discounts.get(request.params.id),
  );

  app.post(
    '/discount',
    {
      schema: {
        summary: "Creates a code; user_id is the session's user, applied starts at 0",
        body: discountFormSchema,
        response: { 201: discountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await discounts.create(request.body, adminSessionOf(request).userId);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/discount/:id',
    {
      schema: {
        summary: 'Changes a code; applied and user_id stay as they are',
        params: idParamsSchema,
        body: discountFormSchema,
        response: { 200: discountSchema, ...errors },
      },
    },
    (request) => discounts.update(request.params.id, request.body),
  );

  app.delete(
    '/discount/:id',
    {
      schema: {
        summary: 'Deletes a code; orders that used it keep their code, type and amount',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await discounts.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
