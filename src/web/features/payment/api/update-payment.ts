import { api } from '../../../lib/api-client';

/** POST payment/update: the provider the customer chose, before its form is submitted. */
export const registerProvider = (reference: string, providerName: string) =>
  api.post<null>(
    '/payment/update',
    { order_id: reference, provider_name: providerName },
    { isPublic: true },
  );
