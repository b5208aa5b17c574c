/**
 * Payment calls (customer spec section 7, reference/paytrail.md): creating a payment,
 * registering the chosen provider, and the checkout parameters of the return pages and of
 * Paytrail's callback. `order_id` is the order's unguessable reference, never the sequential id.
 */
import { requiredCheckoutParams } from './checkout-params';
import { z } from 'zod';
import { emailSchema } from './contact-fields';
import { orderReferenceSchema } from './common';
import { invalidValue, msg, requiredOr } from './messages';

const redirectUrlSchema = z.url({
  protocol: /^https?$/,
  ...requiredOr('validation.url_invalid'),
});

/** POST payment. */
export const createPaymentInputSchema = z.object(
  {
    customer_email: emailSchema,
    order_id: orderReferenceSchema,
    successRedirectUrl: redirectUrlSchema,
    cancelRedirectUrl: redirectUrlSchema,
  },
  invalidValue,
);
export type CreatePaymentInput = z.infer<typeof createPaymentInputSchema>;

/** POST payment/update: the provider chosen (by name: Paytrail's provider ids are not unique). */
export const updatePaymentInputSchema = z.object(
  {
    order_id: orderReferenceSchema,
    provider_name: z
      .string(invalidValue)
      .trim()
      .min(1, msg('validation.required'))
      .max(128, msg('validation.text_too_long')),
  },
  invalidValue,
);
export type UpdatePaymentInput = z.infer<typeof updatePaymentInputSchema>;

export const paymentProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  svg: z.string(),
  icon: z.string().optional(),
  group: z.string().optional(),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** The answer of POST payment: the providers' forms and the payment terms (HTML). */
export const createPaymentResponseSchema = z.object({
  providers: z.array(paymentProviderSchema),
  terms: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

export { requiredCheckoutParams };

const checkoutText = z.string(invalidValue).max(1024, msg('validation.text_too_long'));
const requiredCheckoutText = (description: string) =>
  z
    .string(invalidValue)
    .min(1, msg('validation.required'))
    .max(1024, msg('validation.text_too_long'))
    .describe(description);

/**
 * POST payment/success, the callback, and the return pages' query: Paytrail's signed
 * parameters, each as text. The required ones are named (so the OpenAPI document lists them
 * as query parameters); any other `checkout-*` one is kept as text too (not a fixed list: the
 * server filters, sorts and verifies them as Paytrail specifies).
 */
export const checkoutParamsSchema = z
  .object(
    {
      'checkout-account': requiredCheckoutText("Paytrail's merchant id"),
      'checkout-algorithm': z
        .enum(['sha256', 'sha512'], invalidValue)
        .describe('the HMAC algorithm of `signature`'),
      'checkout-amount': requiredCheckoutText('the amount paid, in cents').regex(
        /^\d+$/,
        msg('validation.not_integer'),
      ),
      'checkout-provider': requiredCheckoutText('the payment method the customer chose'),
      'checkout-reference': requiredCheckoutText("the order's reference"),
      'checkout-stamp': requiredCheckoutText('the unique id of this payment attempt'),
      'checkout-status': requiredCheckoutText('ok, pending, delayed or fail'),
      'checkout-transaction-id': requiredCheckoutText("Paytrail's transaction id"),
      signature: requiredCheckoutText(
        'HMAC of the checkout-* parameters, keyed with the merchant secret: checked before anything is read',
      ),
    } satisfies Record<(typeof requiredCheckoutParams)[number], z.ZodType>,
    invalidValue,
  )
  .catchall(checkoutText);
export type CheckoutParams = z.infer<typeof checkoutParamsSchema>;
/**
 * What the browser forwards to POST payment/success: the return address's parameters as they
 * came, each as text; the route checks them (checkoutParamsSchema).
 */
export type ReturnedCheckoutParams = Record<string, string>;

/** The cancel page: only checkout-reference is needed to offer a retry. */
export const cancelParamsSchema = z.looseObject(
  {
    'checkout-reference': z
      .string(requiredOr('validation.required'))
      .min(1, msg('validation.required')),
  },
  invalidValue,
);
