import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounterListItem } from '../../../../contracts/counter';
import { api } from '../../../lib/api-client';
import { counterKeys } from './counter-keys';

/** GET counter: the stored configurations (one) with their names. */
export const countersQuery = queryOptions({
  queryKey: counterKeys.all,
  queryFn: ({ signal }) => api.get<CounterListItem[]>('/counter', { signal }),
  staleTime: 0,
});

export const useCounters = () => useQuery(countersQuery);
