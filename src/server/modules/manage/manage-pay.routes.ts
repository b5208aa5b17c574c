import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centsToEuros, errorResponseSchema } from '#contracts/common.ts';
import { manageTokenParamsSchema } from '#contracts/manage.ts';
import { managePaymentSchema, type ManagePayment } from '#contracts/manage-pay.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { OrderDetails } from '../order/order.repository';

/**
 * GET manage/{token}/payment (decision 055): an unpaid online order's handle for the
 * payment page; anything else 409 CONFLICT (nothing to pay). The token is never logged.
 */
export const managePayRoutes: FastifyPluginAsyncZod<{
  managedOrderOf: (token: string) => Promise<OrderDetails>;
}> = async (app, { managedOrderOf }) => {
  app.get(
    '/manage/:token/payment',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'What the payment page needs to pay an unpaid online order from its order page',
        description: 'An order that is not an online order awaiting payment answers 409.',
        params: manageTokenParamsSchema,
        response: {
          200: managePaymentSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request): Promise<ManagePayment> => {
      const order = await managedOrderOf(request.params.token);
      if (order.paymentType !== 'online' || order.status !== 'awaiting_payment') {
        throw new AppError('CONFLICT', `order ${order.id} is not awaiting an online payment`);
      }
      return {
        reference: order.reference,
        order_number: order.orderNumber,
        customer_email: order.customer.email,
        total_price_after_discount: centsToEuros(order.totalPriceAfterDiscountCents),
        payment_type: order.paymentType,
        status: order.status,
      };
    },
  );
};
