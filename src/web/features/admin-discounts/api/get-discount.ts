import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { discountKeys } from './discount-keys';

/** GET discount/{id}. */
export const discountQuery = (id: number) =>
  queryOptions({
    queryKey: discountKeys.one(id),
    queryFn: ({ signal }) => request(adminEndpoints.getDiscount, { params: { id }, signal }),
    staleTime: 0,
    retry: false,
  });

export const useDiscount = (id: number) => useQuery({ ...discountQuery(id), enabled: id > 0 });
