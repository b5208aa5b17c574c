import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AvailableDate,
  availableDatesResponseSchema,
  availableDaysParamsSchema,
  postalCodeAvailabilityResponseSchema,
  postalCodeParamsSchema,
} from '#contracts/calendar.ts';
import { errorResponseSchema } from '#contracts/common.ts';
import type { CalendarService } from './calendar.service';

/** The customer's availability calls (customer spec section 7, decision 021). */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  const serialized = new WeakMap<AvailableDate[], string>();
  app.get(
    '/calendar/validatePostalcode/:postalCode',
    {
      // Public availability, no personal data; it changes with every order (decision 039).
      config: { isCalendarRead: true, publicCacheControl: 'no-cache' },
      schema: {
        summary: 'Whether some washer serves the postal code',
        params: postalCodeParamsSchema,
        response: { 200: postalCodeAvailabilityResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      available: await calendar.isPostalCodeServed(request.params.postalCode),
    }),
  );

  app.get(
    '/calendar/validateAndGetAvailableDays/:postalCode/:washingTime',
    {
      // Public availability, no personal data; it changes with every order (decision 039).
      config: { isCalendarRead: true, publicCacheControl: 'no-cache' },
      schema: {
        summary: 'Free days for a job of washingTime minutes: [{date, starting, cleanerId}]',
        description:
          'Orderable working days (Helsinki time, 2 or 3 days ahead, up to 3 months) on which a washer serving the postal code has a free stretch of min(washingTime, 480) minutes; per day the washer with the earliest start, then the fewest booked minutes.',
        params: availableDaysParamsSchema,
        response: { 200: availableDatesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await calendar.availableDates(
        request.params.postalCode,
        request.params.washingTime,
      );
      // Answers are shared between requests (calendar.service.ts): each is checked against
      // its schema and turned into JSON once, then sent as that text.
      let json = serialized.get(answer);
      if (json === undefined) {
        json = JSON.stringify(availableDatesResponseSchema.parse(answer));
        serialized.set(answer, json);
      }
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => payload as string)
        .send(json as unknown as AvailableDate[]);
    },
  );
};
