import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import {
  cleanerListSchema,
  postalAreaListSchema,
  postalCodeOptionSchema,
  saveCleanersInputSchema,
  savePostalAreasInputSchema,
  suggestionSchema,
} from '#contracts/settings.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import { postalCodeOptions } from './postal-codes';
import type { SettingsService } from './settings.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const withConflict = { ...errors, 409: errorResponseSchema };

/**
 * The back office's settings (admin spec section 7): postal areas, washers (cleaners) and
 * the maintainers new washers are picked from; plus the postal-code lookup of the selector.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/settings/postalcodes',
    {
      schema: {
        summary: "Finland's street-address postal codes with place names, by code",
        description:
          'Static for the life of the process; no-store as every back-office answer (decision 039).',
        response: { 200: z.array(postalCodeOptionSchema), ...errors },
      },
    },
    () => [...postalCodeOptions()],
  );

  app.get(
    '/settings/postalareas',
    {
      schema: {
        summary: 'Every postal area with its postal codes, by id',
        response: { 200: postalAreaListSchema, ...errors },
      },
    },
    () => settings.listPostalAreas(),
  );

  app.post(
    '/settings/postalareas',
    {
      schema: {
        summary: 'Saves postal areas: rows without id are created, rows with id updated',
        description:
          'Areas left out of the list stay (DELETE removes one). Names unique, codes from GET settings/postalcodes (400 naming the field); a row deleted meanwhile gives 409. Answers every area as saved.',
        body: savePostalAreasInputSchema,
        response: { 200: postalAreaListSchema, ...withConflict },
      },
    },
    (request) => settings.savePostalAreas(request.body),
  );

  app.delete(
    '/settings/postalarea/:id',
    {
      schema: {
        summary: 'Deletes a postal area; refused (409) while washers serve it',
        params: idParamsSchema,
        response: { 204: z.null(), ...withConflict },
      },
    },
    async (request, reply) => {
      await settings.deletePostalArea(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/settings/suggestions',
    {
      schema: {
        summary: 'Maintainers (of the ERP) that have no washer yet: the new-washer choices',
        response: { 200: z.array(suggestionSchema), ...errors },
      },
    },
    () => settings.listSuggestions(),
  );

  app.get(
    '/settings/cleaners',
    {
      schema: {
        summary: 'Every washer with its postal areas and calendar row, by id',
        response: { 200: cleanerListSchema, ...errors },
      },
    },
    () => settings.listCleaners(),
  );

  app.post(
    '/settings/cleaners',
    {
      schema: {
        summary:
          'Saves washers: rows without id are created (with a calendar), rows with id updated',
        description:
          'Washers left out of the list stay (DELETE removes one). A new washer needs a maintainer from GET settings/suggestions; one washer per maintainer; areas must exist (400 naming the field); a row deleted meanwhile gives 409. Answers every washer as saved.',
        body: saveCleanersInputSchema,
        response: { 200: cleanerListSchema, ...withConflict },
      },
    },
    (request) => settings.saveCleaners(request.body),
  );

  app.delete(
    '/settings/cleaner/:id',
    {
      schema: {
        summary: 'Deletes a washer with its calendar; refused (409) while it has coming bookings',
        params: idParamsSchema,
        response: { 204: z.null(), ...withConflict },
      },
    },
    async (request, reply) => {
      await settings.deleteCleaner(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
