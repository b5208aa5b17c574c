import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';

/** The usable discount of `code`, or null (the server answers 204 for any unusable code). */
export const validateDiscount = (code: string, signal?: AbortSignal) =>
  request(customerEndpoints.validateDiscount, { body: { code }, signal });
