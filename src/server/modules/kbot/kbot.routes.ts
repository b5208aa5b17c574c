import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  kbotBlocksInputSchema,
  kbotParamsSchema,
  kbotReplaceResponseSchema,
} from '#contracts/kbot.ts';
import type { KbotService } from './kbot.service';

/** Room for the longest list (2000 blocks with ids of up to 200 characters). */
const kbotBodyLimit = 1024 * 1024;

/**
 * The external booking system's call (no session: a bearer token, KBOT_TOKEN). The token
 * is checked after the body's validation, so that a bad body is a 400 for everybody; with
 * KBOT_TOKEN unset the route answers 404.
 */
export const kbotRoutes: FastifyPluginAsyncZod<{ kbot: KbotService }> = async (app, { kbot }) => {
  app.put(
    '/integrations/kbot/calendars/:calendarId/blocks',
    {
      bodyLimit: kbotBodyLimit,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: "Replaces a washer calendar's blocks from the external booking system (KBOT)",
        description:
          "Authorization: Bearer <KBOT_TOKEN>. The list replaces every KBOT block of the calendar in one transaction (an empty list removes them); the office's own blocks stay. The customers' availability follows at once. 404 when KBOT_TOKEN is unset.",
        params: kbotParamsSchema,
        body: kbotBlocksInputSchema,
        response: {
          200: kbotReplaceResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      preHandler: async (request) => kbot.authorize(request.headers.authorization),
    },
    (request) => kbot.replaceBlocks(request.params.calendarId, request.body),
  );
};
