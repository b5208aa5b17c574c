import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { counterKeys } from './counter-keys';

/** GET counter: the stored configurations (one) with their names. */
export const countersQuery = queryOptions({
  queryKey: counterKeys.all,
  queryFn: ({ signal }) => request(adminEndpoints.listCounters, { signal }),
  staleTime: 0,
});

export const useCounters = () => useQuery(countersQuery);
