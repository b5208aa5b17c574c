import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounterApi } from '../../../../contracts/counter';
import { counterToDomain } from '../../../../contracts/counter-mapping';
import { api } from '../../../lib/api-client';

/** The active price configuration (9999), shared in the cache with the landing page. */
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
