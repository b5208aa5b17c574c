import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contracts/common.ts';
import { customerDiscountSchema, validateDiscountInputSchema } from '#contracts/discount.ts';
import { discountAdminRoutes } from './discount-admin.routes';
import type { DiscountService } from './discount.service';

/**
 * Guessing codes is slowed down per client: a customer typing a code validates it a few
 * times, an attacker trying codes gets 429 after this many tries a minute.
 */
export const discountValidateRateLimit = { max: 20, timeWindow: '1 minute' } as const;

/**
 * POST /api/discount/validate {code}: 200 with the discount when usable, else 204 (public).
 * The back office's GET/POST/PUT/DELETE discount routes sit in their own guarded plugin.
 */
export const discountRoutes: FastifyPluginAsyncZod<{ discounts: DiscountService }> = async (
  app,
  { discounts },
) => {
  app.post(
    '/discount/validate',
    {
      config: { rateLimit: discountValidateRateLimit },
      schema: {
        summary: 'The campaign code if usable now (200), else no content (204)',
        body: validateDiscountInputSchema,
        response: {
          200: customerDiscountSchema,
          204: z.null().describe('unknown, inactive, outside its dates or used up'),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const discount = await discounts.findUsableDiscount(request.body.code);
      if (!discount) return reply.code(204).send(null);
      return discount;
    },
  );

  await app.register(discountAdminRoutes, { discounts });
};
