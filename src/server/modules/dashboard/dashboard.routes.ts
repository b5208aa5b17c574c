import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import { dashboardSchema } from '#contracts/dashboard.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import type { DashboardService } from './dashboard.service';

/** GET /api/dashboard: the back office's morning figures (admins only). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/dashboard',
    {
      onRequest: requireStaff,
      schema: {
        summary:
          'Jobs today (by job day), orders this week, revenue this month, awaiting payment, next free day per washer',
        response: { 200: dashboardSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    () => dashboard.get(),
  );
};
