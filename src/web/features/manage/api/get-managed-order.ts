import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';
import { manageKeys } from './manage-keys';

/** GET manage/{token}: the customer's order. */
export const managedOrderQuery = (token: string) =>
  queryOptions({
    queryKey: manageKeys.order(token),
    queryFn: ({ signal }) =>
      request(customerEndpoints.getManagedOrder, { params: { token }, signal }),
    retry: false,
  });

export const useManagedOrder = (token: string) => useQuery(managedOrderQuery(token));
