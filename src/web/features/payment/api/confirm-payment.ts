import type { PaymentResult } from '../../../../contracts/checkout';
import { api } from '../../../lib/api-client';

/** POST payment/success with every checkout-* parameter and the signature, as text. */
export const confirmPayment = (params: Record<string, string>) =>
  api.post<PaymentResult>('/payment/success', params, { isPublic: true });
