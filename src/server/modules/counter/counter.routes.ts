import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/common';
import { counterApiSchema, counterParamsSchema } from '../../../contracts/counter';
import { counterFromDomain } from '../../../contracts/counter-mapping';
import type { CounterService } from './counter.service';

/** GET /api/counter/:counterId: the price configuration with the specification's field names. */
export const counterRoutes: FastifyPluginAsyncZod<{ counters: CounterService }> = async (
  app,
  { counters },
) => {
  app.get(
    '/counter/:counterId',
    {
      schema: {
        summary: 'Price configuration (1 stored; 8888 and 9999 the active one)',
        params: counterParamsSchema,
        response: { 200: counterApiSchema, 404: errorResponseSchema },
      },
    },
    async (request) => counterFromDomain(await counters.getCounter(request.params.counterId)),
  );
};
