import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentResultSchema } from '#contracts/checkout.ts';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  checkoutParamsSchema,
  createPaymentInputSchema,
  createPaymentResponseSchema,
  updatePaymentInputSchema,
} from '#contracts/payment.ts';
import type { PaymentService } from './payment.service';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };
const paymentRateLimit = { max: 30, timeWindow: '1 minute' } as const;

/**
 * POST /api/payment, POST /api/payment/update, POST /api/payment/success and the
 * server-to-server callback GET /api/payment/callback (reference/paytrail.md section 5).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.post(
    '/payment',
    {
      config: { rateLimit: paymentRateLimit },
      schema: {
        summary: 'Start a payment attempt of an online order: providers (credit last) and terms',
        body: createPaymentInputSchema,
        response: {
          200: createPaymentResponseSchema,
          ...errors,
          409: errorResponseSchema.describe('the order is not awaiting payment'),
          503: errorResponseSchema.describe('the payment service failed'),
        },
      },
    },
    (request) => {
      const origin = `${request.protocol}://${request.host}`;
      return payments.createPayment(request.body, origin);
    },
  );

  app.post(
    '/payment/update',
    {
      config: { rateLimit: paymentRateLimit },
      schema: {
        summary: 'Record the payment method chosen for the open attempt',
        body: updatePaymentInputSchema,
        response: {
          204: z.null(),
          ...errors,
          409: errorResponseSchema.describe('the order is no longer awaiting payment'),
        },
      },
    },
    async (request, reply) => {
      await payments.updatePayment(request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/payment/success',
    {
      config: { rateLimit: paymentRateLimit },
      schema: {
        summary: 'Confirm a payment from every checkout-* parameter of the return URL',
        body: checkoutParamsSchema,
        response: { 200: paymentResultSchema, ...errors },
      },
    },
    (request) => payments.confirmPayment(request.body),
  );

  app.get(
    '/payment/callback',
    {
      schema: {
        summary: "Paytrail's server-to-server callback (success and cancel), same verification",
        querystring: checkoutParamsSchema,
        response: { 200: paymentResultSchema, ...errors },
      },
    },
    (request) => payments.confirmPayment(request.query),
  );
};
