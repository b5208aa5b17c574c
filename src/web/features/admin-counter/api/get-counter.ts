import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounterApi } from '#contracts/counter.ts';
import { api } from '#web/lib/api-client.ts';
import { counterKeys } from './counter-keys';

/** GET counter/{counterId}: one configuration, always fresh (others may have saved). */
export const counterQuery = (id: number) =>
  queryOptions({
    queryKey: counterKeys.one(id),
    queryFn: ({ signal }) => api.get<CounterApi>(`/counter/${id}`, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useCounter = (id: number) => useQuery({ ...counterQuery(id), enabled: id > 0 });
