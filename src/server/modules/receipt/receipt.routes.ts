import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import { manageTokenParamsSchema } from '#contracts/manage.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import type { ReceiptFile, ReceiptService } from './receipt.service';

const pdfResponse = fileAnswer('application/pdf', 'the receipt');
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** A download, never cached anywhere (it names the customer): no-store is the app's default. */
const sendPdf = (reply: FastifyReply, file: ReceiptFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.pdf);

/**
 * GET manage/{token}/receipt.pdf (the customer, by the order page's token; never logged) and
 * GET order/{id}/receipt.pdf (staff): the order's receipt, decision 055.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (
  app,
  { receipts },
) => {
  app.get(
    '/manage/:token/receipt.pdf',
    {
      // Making a PDF costs more than a read: fewer a minute than the page's 60.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: "The customer's order as a PDF receipt (application/pdf, an attachment)",
        description:
          'Seller, order number and dates, lines, VAT 25.5 % breakdown, household deduction and payment state, in the order language. Unknown or expired token 404.',
        params: manageTokenParamsSchema,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) => sendPdf(reply, await receipts.byToken(request.params.token)),
  );
};

/** GET order/{id}/receipt.pdf: the same receipt for the back office. */
export const receiptAdminRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (
  app,
  { receipts },
) => {
  app.addHook('onRequest', requireStaff);
  app.get(
    '/order/:id/receipt.pdf',
    {
      schema: {
        summary: "An order's receipt as a PDF, as the customer downloads it (back office)",
        params: idParamsSchema,
        response: { 200: pdfResponse, ...errors, 401: errorResponseSchema },
      },
    },
    async (request, reply) => sendPdf(reply, await receipts.byId(request.params.id)),
  );
};
