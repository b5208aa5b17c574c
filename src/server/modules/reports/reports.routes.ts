import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  ordersCsvQuerySchema,
  reportPeriodSchema,
  reportSummarySchema,
  revenueQuerySchema,
  revenueReportSchema,
} from '#contracts/reports.ts';
import { requestLanguage, staffLanguageOf } from '#server/lib/language.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import type { ReportsService } from './reports.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const rowLabels = {
  fi: { mall: 'Kauppakeskukset', none: 'Ei pesijää' },
  en: { mall: 'Shopping centres', none: 'No washer' },
} as const;

/**
 * GET reports/revenue, reports/summary and reports/orders.csv (issue 24 points 4 to 6):
 * admin and office. Periods are Helsinki days, both included, at most 3 years.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/reports/revenue',
    {
      schema: {
        summary:
          'Jobs, hours booked and available, earned, collected, refunded, cancelled by month, week or washer',
        querystring: revenueQuerySchema,
        response: { 200: revenueReportSchema, ...errors },
      },
    },
    (request) =>
      reports.revenue(request.query, rowLabels[staffLanguageOf(requestLanguage(request))]),
  );

  app.get(
    '/reports/summary',
    {
      schema: {
        summary:
          "The period's booked, earned, collected, outstanding, voided, cancellations by reason, customers and shares",
        querystring: reportPeriodSchema,
        response: { 200: reportSummarySchema, ...errors },
      },
    },
    (request) => reports.summary(request.query),
  );

  app.get(
    '/reports/orders.csv',
    {
      schema: {
        summary:
          "The period's sale lines, payments and refunds for the bookkeeper (text/csv, streamed)",
        description:
          'UTF-8 with a BOM, ";" between fields, decimal commas, dates dd.mm.yyyy; columns in docs/api.md.',
        querystring: ordersCsvQuerySchema,
        response: { 200: fileAnswer('text/csv', 'the CSV'), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      // The bookkeeper's file is back office: a Swedish request gets the Finnish columns.
      const language = staffLanguageOf(requestLanguage(request));
      const stream = Readable.from(reports.ordersCsv(from, to, language));
      // A stream is sent as it is (no serializer); the schema's string documents the body.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tilaukset-${from}-${to}.csv"`)
        .send(stream as unknown as string);
    },
  );
};
