import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';

/** POST payment/success with every checkout-* parameter and the signature, as text. */
export const confirmPayment = (params: Record<string, string>) =>
  request(customerEndpoints.confirmPayment, { body: params });
