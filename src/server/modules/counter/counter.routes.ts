import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  counterApiSchema,
  counterListItemSchema,
  counterParamsSchema,
  updateCounterInputSchema,
} from '#contracts/counter.ts';
import { adminSessionOf, requireStaff } from '#server/plugins/authenticate.ts';
import { sendPublicAnswer } from '#server/plugins/public-answers.ts';
import type { CounterService } from './counter.service';

/**
 * A save carries every window image (data URLs of up to 300 kB, a third more in base64):
 * this route alone takes up to 8 MB, after requireStaff has checked the session (onRequest
 * runs before the body is read). The app's 1 MB limit holds for every other route.
 */
export const counterSaveBodyLimit = 8 * 1024 * 1024;

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * GET /api/counter/:counterId (public: the calculator and the order read it), and for the
 * back office GET /api/counter and PUT /api/counter/:counterId (admin spec section 7).
 */
export const counterRoutes: FastifyPluginAsyncZod<{ counters: CounterService }> = async (
  app,
  { counters },
) => {
  app.get(
    '/counter/:counterId',
    {
      // Public prices: caches may keep them but ask again each time, with the ETag
      // (decisions 039, 043): a save shows at the next request, a 304 costs no body.
      config: { publicCacheControl: 'no-cache' },
      // The answer's brotli and gzip forms are kept with it (decision 043).
      compress: false,
      schema: {
        summary: 'Price configuration (1 stored; 8888 and 9999 the active one)',
        description:
          'Served from memory with a strong ETag; If-None-Match naming it answers 304 (decision 043).',
        params: counterParamsSchema,
        response: { 200: counterApiSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendPublicAnswer(request, reply, await counters.getPublicCounter(request.params.counterId)),
  );

  app.get(
    '/counter',
    {
      onRequest: requireStaff,
      schema: {
        summary: 'The stored price configurations (one: id 1) with their names',
        response: { 200: z.array(counterListItemSchema), ...errors },
      },
    },
    () => counters.listCounters(),
  );

  app.put(
    '/counter/:counterId',
    {
      onRequest: requireStaff,
      bodyLimit: counterSaveBodyLimit,
      schema: {
        summary:
          'Saves the whole configuration (1 or 8888): window rows with an id updated, without added, missing removed',
        params: counterParamsSchema,
        body: updateCounterInputSchema,
        response: {
          200: counterApiSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { name } = adminSessionOf(request);
      await counters.updateCounter(request.params.counterId, request.body, { name });
      return counters.getCounterApi();
    },
  );
};
