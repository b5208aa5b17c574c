import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounterApi } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { api } from './api-client';

/**
 * The active price configuration (9999) for the customer pages after the landing page
 * (calendar, checkout): one cache entry, fetched once. The landing page has its own
 * lighter fetcher to stay within its bundle budget.
 */
const activeCounterId = 9999;

export const counterQuery = queryOptions({
  queryKey: ['counter', activeCounterId],
  queryFn: async ({ signal }) =>
    counterToDomain(
      await api.get<CounterApi>(`/counter/${activeCounterId}`, { signal, isPublic: true }),
    ),
  staleTime: 5 * 60_000,
});

export const useCounterConfig = () => useQuery(counterQuery);
