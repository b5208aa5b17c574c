/**
 * What the browser and Paytrail send the payment routes (payment and order tests): the
 * start of a payment, and the signed result of an attempt, as the bank's return or
 * callback carries it. The test merchant is Paytrail's public test account.
 */
import { computeSignature } from '#server/integrations/payment/paytrail-signature.ts';

export const testMerchant = { account: '375917', secret: 'SAIPPUAKAUPPIAS' };

/** POST payment's body for the order, with return addresses on `origin`. */
export const paymentStartBody = (
  order: { reference: string; customer_email: string },
  origin: string,
) => ({
  customer_email: order.customer_email,
  order_id: order.reference,
  successRedirectUrl: `${origin}/payment/success`,
  cancelRedirectUrl: `${origin}/payment/cancel`,
});

/** The columns of a stored payment attempt that its result names. */
export interface PaidAttempt {
  amountCents: number;
  stamp: string;
  transactionId: string | null;
}

/** The result of the attempt signed by the test merchant: 'ok' through Nordea unless told. */
export function signedPaytrailReturn(
  attempt: PaidAttempt,
  reference: string,
  status = 'ok',
): Record<string, string> {
  const params: Record<string, string> = {
    'checkout-account': testMerchant.account,
    'checkout-algorithm': 'sha256',
    'checkout-amount': String(attempt.amountCents),
    'checkout-stamp': attempt.stamp,
    'checkout-reference': reference,
    'checkout-transaction-id': attempt.transactionId!,
    'checkout-status': status,
    'checkout-provider': 'nordea',
  };
  params.signature = computeSignature(params, '', testMerchant.secret, 'sha256');
  return params;
}
