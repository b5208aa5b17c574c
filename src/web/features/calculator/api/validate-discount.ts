import type { CustomerDiscount } from '../../../../contracts/discount';
import { api } from '../../../lib/api-client';

/** The usable discount of `code`, or null (the server answers 204 for any unusable code). */
export const validateDiscount = (code: string, signal?: AbortSignal) =>
  api.post<CustomerDiscount | null>(
    '/discount/validate',
    { code },
    { isPublic: true, ...(signal ? { signal } : {}) },
  );
