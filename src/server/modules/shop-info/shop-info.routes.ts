import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import { shopInfoInputSchema, shopInfoSchema } from '#contracts/shop-info.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import { sendPublicAnswer } from '#server/plugins/public-answers.ts';
import type { ShopInfoService } from './shop-info.service';

type Options = { shopInfo: ShopInfoService };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** PUT /api/settings/shop-info: back-office staff only. */
const adminShopInfoRoutes: FastifyPluginAsyncZod<Options> = async (app, { shopInfo }) => {
  app.addHook('onRequest', requireStaff);
  app.put(
    '/settings/shop-info',
    {
      schema: {
        summary: "Replaces the seller's facts and the terms of order shown to customers",
        body: shopInfoInputSchema,
        response: { 200: shopInfoSchema, ...errors },
      },
    },
    (request) => shopInfo.update(request.body),
  );
};

/** GET /api/shop-info: who sells and the terms of order (issue 15 point 4, decision 050). */
export const shopInfoRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.get(
    '/shop-info',
    {
      // A change in the back office must show at the next request: caches revalidate.
      config: { publicCacheControl: 'no-cache' },
      compress: false,
      schema: {
        summary:
          "The shop's name, the seller's legal name, business ID, address, phone and hours, e-mail, messaging link, insurance and terms of order",
        description:
          'Served from memory until a change, with a strong ETag; If-None-Match naming it answers 304 (decision 043).',
        response: { 200: shopInfoSchema },
      },
    },
    async (request, reply) =>
      sendPublicAnswer(request, reply, await options.shopInfo.publicAnswer()),
  );
  await app.register(adminShopInfoRoutes, options);
};
