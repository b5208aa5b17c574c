import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Discount } from '#contracts/discount.ts';
import { api } from '#web/lib/api-client.ts';
import { discountKeys } from './discount-keys';

/** GET discount: every campaign code, newest first. */
export const discountsQuery = queryOptions({
  queryKey: discountKeys.all,
  queryFn: ({ signal }) => api.get<Discount[]>('/discount', { signal }),
  staleTime: 0,
});

export const useDiscounts = () => useQuery(discountsQuery);
