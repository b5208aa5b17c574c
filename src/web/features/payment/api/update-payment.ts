import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';

/** POST payment/update: the provider the customer chose, before its form is submitted. */
export const registerProvider = (reference: string, providerName: string) =>
  request(customerEndpoints.updatePayment, {
    body: { order_id: reference, provider_name: providerName },
  });
