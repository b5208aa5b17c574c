import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  customerEraseInputSchema,
  customerEraseResultSchema,
  customerExportQuerySchema,
  customerExportSchema,
  customerSearchInputSchema,
  customerSearchResultSchema,
} from '#contracts/customer-data.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { adminSessionOf, requireStaff } from '#server/plugins/authenticate.ts';
import { LoginThrottledError } from '../auth/auth.service';
import type { CustomerDataService } from './customer-data.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The customer's data rights (decision 038), back office only: POST customers/search,
 * GET customers/export?email=, POST customers/erase. The searched value goes in a body,
 * never in a URL; the export's address is in its query (the request log redacts it).
 */
export const customerDataRoutes: FastifyPluginAsyncZod<{
  customerData: CustomerDataService;
}> = async (app, { customerData }) => {
  app.addHook('onRequest', requireStaff);
  const actorOf = (request: Parameters<typeof adminSessionOf>[0]) => ({
    userId: adminSessionOf(request).userId,
    address: request.ip,
  });

  app.post(
    '/customers/search',
    {
      schema: {
        summary: 'Customers whose orders have an e-mail address or phone containing the query',
        body: customerSearchInputSchema,
        response: { 200: customerSearchResultSchema, ...errors },
      },
    },
    (request) => customerData.search(request.body.query),
  );

  app.get(
    '/customers/export',
    {
      schema: {
        summary: 'Every order of an e-mail address as stored, as a JSON download (recorded)',
        querystring: customerExportQuerySchema,
        response: { 200: customerExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await customerData.export(request.query.email, actorOf(request));
      // Named by the Helsinki day, as the back office's own download is.
      const day = result.exportedAt ? helsinkiDate(result.exportedAt) : 'export';
      reply.header('content-disposition', `attachment; filename="asiakastiedot-${day}.json"`);
      return result;
    },
  );

  app.post(
    '/customers/erase',
    {
      schema: {
        summary:
          "Replaces the personal data of every order of an e-mail address (the acting user's password and code first; recorded)",
        body: customerEraseInputSchema,
        response: { 200: customerEraseResultSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return await customerData.erase(request.body, actorOf(request));
      } catch (error) {
        if (error instanceof LoginThrottledError) {
          reply.header('retry-after', String(Math.ceil(error.retryAfterMs / 1000)));
        }
        throw error;
      }
    },
  );
};
