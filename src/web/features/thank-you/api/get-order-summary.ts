import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import type { PageOrder } from '#contracts/page-renderer.ts';
import { request } from '#web/lib/api/client.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { pageState } from '#web/lib/ssr/page-state.ts';
import { thankYouKeys } from './thank-you-keys';

/** GET order/payment/{reference}: the order for the thank-you page. */
const orderSummaryQuery = (reference: string | undefined) =>
  queryOptions({
    queryKey: thankYouKeys.orderSummary(reference),
    enabled: reference !== undefined,
    queryFn: ({ signal }) =>
      request(customerEndpoints.getOrderSummary, { params: { reference: reference! }, signal }),
    retry: 1,
  });

export const useOrderSummary = (reference: string | undefined) =>
  useQuery(orderSummaryQuery(reference));

/**
 * The thank-you page's order as the server rendered it (decision 080): the query starts
 * with it, on the server and in the hydrating browser, so the first render is the server's.
 */
export function keepRenderedOrderSummary(client: QueryClient, order: PageOrder | undefined) {
  if (order?.page !== 'thank_you') return;
  const { queryKey } = orderSummaryQuery(order.reference);
  if (client.getQueryData(queryKey) === undefined) client.setQueryData(queryKey, order.answer);
}

if (typeof document !== 'undefined') keepRenderedOrderSummary(queryClient, pageState()?.order);
