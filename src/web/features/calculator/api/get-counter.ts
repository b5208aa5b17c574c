import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounterApi } from '../../../../contracts/counter';
import { counterToDomain } from '../../../../contracts/counter-mapping';
import { api } from '../../../lib/api-client';

/** The landing page asks for counter 9999 (customer spec section 3): the active configuration. */
export const landingCounterId = 9999;

export const counterQuery = queryOptions({
  queryKey: ['counter', landingCounterId],
  queryFn: async ({ signal }) =>
    counterToDomain(
      await api.get<CounterApi>(`/counter/${landingCounterId}`, { signal, isPublic: true }),
    ),
  staleTime: 5 * 60_000,
});

export const useCounterConfig = () => useQuery(counterQuery);
