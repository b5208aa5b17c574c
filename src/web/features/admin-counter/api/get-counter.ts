import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { counterKeys } from './counter-keys';

/** GET counter/{counterId}: one configuration, always fresh (others may have saved). */
export const counterQuery = (id: number) =>
  queryOptions({
    queryKey: counterKeys.one(id),
    queryFn: ({ signal }) =>
      request(adminEndpoints.getCounter, { params: { counterId: id }, signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useCounter = (id: number) => useQuery({ ...counterQuery(id), enabled: id > 0 });
