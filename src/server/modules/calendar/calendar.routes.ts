import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AvailableDate,
  availableDatesResponseSchema,
  availableDaysParamsSchema,
  freeStartsParamsSchema,
  freeStartsResponseSchema,
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

  app.get(
    '/calendar/freeStarts/:postalCode/:washingTime/:date',
    {
      // Public availability, no personal data; it changes with every order (decision 039).
      config: { isCalendarRead: true, publicCacheControl: 'no-cache' },
      schema: {
        summary: 'Every free start of one day for a job of washingTime minutes (the time picker)',
        description:
          "The starts on the serving washers' grids at which the job and the washer's travel after it fit, in time order, each with the washer to send as cleanerId (on a start several washers have free: the fewest booked minutes, then the lowest id). The first is the day's start in validateAndGetAvailableDays. A day outside the order window or not a working day answers 400 naming date; a full day answers an empty list.",
        params: freeStartsParamsSchema,
        response: { 200: freeStartsResponseSchema, 400: errorResponseSchema },
      },
    },
    (request) =>
      calendar.freeStarts(
        request.params.postalCode,
        request.params.washingTime,
        request.params.date,
      ),
  );
};
