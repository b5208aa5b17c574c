import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../contracts/health';
import { errorResponseSchema } from '../../../contracts/common';
import type { OpenedDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isDatabaseReachable } from './health.repository';

/** GET /api/health: 200 with the database reachable, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: OpenedDatabase }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => {
      if (!(await isDatabaseReachable(database)))
        throw new AppError('SERVICE_UNAVAILABLE', 'database unreachable');
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
