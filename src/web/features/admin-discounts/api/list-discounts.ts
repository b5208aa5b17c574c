import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { discountKeys } from './discount-keys';

/** GET discount: every campaign code, newest first. */
export const discountsQuery = queryOptions({
  queryKey: discountKeys.all,
  queryFn: ({ signal }) => request(adminEndpoints.listDiscounts, { signal }),
  staleTime: 0,
});

export const useDiscounts = () => useQuery(discountsQuery);
