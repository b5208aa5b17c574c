import type { CustomerDiscount } from '#contracts/discount.ts';
import { api } from '#web/lib/api-client.ts';

/** The usable discount of `code`, or null (the server answers 204 for any unusable code). */
export const validateDiscount = (code: string, signal?: AbortSignal) =>
  api.post<CustomerDiscount | null>(
    '/discount/validate',
    { code },
    { isPublic: true, ...(signal ? { signal } : {}) },
  );
