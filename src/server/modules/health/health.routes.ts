import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '#contracts/health.ts';
import { errorResponseSchema } from '#contracts/common.ts';
import type { OpenedDatabase } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { databaseProblem } from './health.repository';

/** GET /api/health: 200 with the database reachable, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: OpenedDatabase }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      // Public, no personal data; a probe must see the live state (decision 039).
      config: { publicCacheControl: 'no-cache' },
      schema: {
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => {
      // Each call tries again: the pool opens new connections once the database is back.
      const problem = await databaseProblem(database);
      if (problem) throw new AppError('SERVICE_UNAVAILABLE', `database unreachable: ${problem}`);
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
