import { queryOptions, useQuery } from '@tanstack/react-query';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from './api/client';
import { queryClient } from './query-client';
import { pageState } from './ssr/page-state';

/**
 * The active price configuration (9999) for the customer pages after the landing page
 * (calendar, checkout): one cache entry, fetched once. The landing page has its own
 * lighter fetcher to stay within its bundle budget.
 */
const activeCounterId = 9999;

/** The one key of this shared query (the features' keys live in their api folders). */
export const counterQueryKey = ['counter', activeCounterId] as const;

export const counterQuery = queryOptions({
  queryKey: counterQueryKey,
  queryFn: async ({ signal }) =>
    counterToDomain(
      await request(customerEndpoints.getCounter, {
        params: { counterId: activeCounterId },
        signal,
      }),
    ),
  staleTime: 5 * 60_000,
});

// A page the server rendered brings the configuration it was rendered with (decision 044).
const rendered = typeof document === 'undefined' ? null : pageState()?.data.counter;
if (rendered && queryClient.getQueryData(counterQueryKey) === undefined) {
  queryClient.setQueryData(counterQueryKey, counterToDomain(rendered));
}

export const useCounterConfig = () => useQuery(counterQuery);
