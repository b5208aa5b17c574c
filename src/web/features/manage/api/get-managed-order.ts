import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import type { PageOrder } from '#contracts/page-renderer.ts';
import { request } from '#web/lib/api/client.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { pageState } from '#web/lib/ssr/page-state.ts';
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

/**
 * The order page's order as the server rendered it (decision 080): the query starts with
 * it, on the server and in the hydrating browser, so the first render is the server's.
 */
export function keepRenderedManagedOrder(client: QueryClient, order: PageOrder | undefined) {
  if (order?.page !== 'manage') return;
  const { queryKey } = managedOrderQuery(order.token);
  if (client.getQueryData(queryKey) === undefined) client.setQueryData(queryKey, order.answer);
}

if (typeof document !== 'undefined') keepRenderedManagedOrder(queryClient, pageState()?.order);
