import type { PaymentResult } from '#contracts/checkout.ts';
import { api } from '#web/lib/api-client.ts';

/** POST payment/success with every checkout-* parameter and the signature, as text. */
export const confirmPayment = (params: Record<string, string>) =>
  api.post<PaymentResult>('/payment/success', params, { isPublic: true });
