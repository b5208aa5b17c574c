import { api } from '#web/lib/api-client.ts';

/** POST payment/update: the provider the customer chose, before its form is submitted. */
export const registerProvider = (reference: string, providerName: string) =>
  api.post<null>(
    '/payment/update',
    { order_id: reference, provider_name: providerName },
    { isPublic: true },
  );
