import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import {
  notificationAdminSchema,
  notificationFormSchema,
  shownNotificationSchema,
} from '#contracts/notification.ts';
import { languages } from '#contracts/messages.ts';
import { requestLanguage } from '#server/lib/language.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import { sendPublicAnswer } from '#server/plugins/public-answers.ts';
import type { NotificationService } from './notification.service';

type Options = { notifications: NotificationService };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * GET notification/list, GET notification/{id}, POST notification, PUT notification/{id},
 * DELETE notification/{id} (admin spec section 7): back-office staff only.
 */
const adminNotificationRoutes: FastifyPluginAsyncZod<Options> = async (app, { notifications }) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/notification/list',
    {
      schema: {
        summary: 'Every notification, the latest start first, with its state now',
        response: { 200: z.array(notificationAdminSchema), ...errors },
      },
    },
    () => notifications.list(),
  );

  app.get(
    '/notification/:id',
    {
      schema: {
        summary: 'One notification',
        params: idParamsSchema,
        response: { 200: notificationAdminSchema, ...errors },
      },
    },
    (request) => notifications.get(request.params.id),
  );

  app.post(
    '/notification',
    {
      schema: {
        summary: 'Creates a notification; extra_info is sanitised',
        body: notificationFormSchema,
        response: { 201: notificationAdminSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await notifications.create(request.body)),
  );

  app.put(
    '/notification/:id',
    {
      schema: {
        summary: 'Replaces a notification; extra_info is sanitised',
        params: idParamsSchema,
        body: notificationFormSchema,
        response: { 200: notificationAdminSchema, ...errors },
      },
    },
    (request) => notifications.update(request.params.id, request.body),
  );

  app.delete(
    '/notification/:id',
    {
      schema: {
        summary: 'Deletes a notification',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** GET /api/notification: the banners customers see now; and the back office's routes. */
export const notificationRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.get(
    '/notification',
    {
      // A change in the back office must show at the next request: caches revalidate,
      // with the ETag (decision 043).
      config: { publicCacheControl: 'no-cache' },
      compress: false,
      schema: {
        summary: 'Notifications whose showing window contains now',
        description:
          "Served from memory until the next start or stop of showing or a change, with a strong ETag; If-None-Match naming it answers 304 (decision 043). In the visitor's language (`lang`, else Accept-Language): a text without its English version is in Finnish, and `language` names the message's (decision 071).",
        querystring: z.object({ lang: z.enum(languages).optional() }),
        response: { 200: z.array(shownNotificationSchema) },
      },
    },
    async (request, reply) => {
      const answer = await options.notifications.showingAnswer(requestLanguage(request));
      return sendPublicAnswer(request, reply, answer, ['accept-language']);
    },
  );
  await app.register(adminNotificationRoutes, options);
};
