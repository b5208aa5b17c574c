import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounterListItem } from '#contracts/counter.ts';
import { api } from '#web/lib/api-client.ts';
import { counterKeys } from './counter-keys';

/** GET counter: the stored configurations (one) with their names. */
export const countersQuery = queryOptions({
  queryKey: counterKeys.all,
  queryFn: ({ signal }) => api.get<CounterListItem[]>('/counter', { signal }),
  staleTime: 0,
});

export const useCounters = () => useQuery(countersQuery);
