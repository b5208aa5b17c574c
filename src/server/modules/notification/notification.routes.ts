import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationSchema } from '../../../contracts/notification';
import type { NotificationService } from './notification.service';

/** GET /api/notification: the banners customers see now. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
}> = async (app, { notifications }) => {
  app.get(
    '/notification',
    {
      schema: {
        summary: 'Notifications whose showing window contains now',
        response: { 200: z.array(notificationSchema) },
      },
    },
    () => notifications.listShowing(),
  );
};
