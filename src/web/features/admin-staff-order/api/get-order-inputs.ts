import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { staffOrderKeys } from './staff-order-keys';

/** GET counter/1: the prices and windows the phone order is priced with (as the site's). */
export const orderCounterQuery = queryOptions({
  queryKey: staffOrderKeys.counter,
  queryFn: ({ signal }) => request(adminEndpoints.getCounter, { params: { counterId: 1 }, signal }),
  staleTime: 0,
  retry: false,
});

/** GET settings/cleaners: every washer, to choose from. */
export const washersQuery = queryOptions({
  queryKey: staffOrderKeys.washers,
  queryFn: ({ signal }) => request(adminEndpoints.listCleaners, { signal }),
  staleTime: 60_000,
  retry: false,
});

export const useOrderCounter = () => useQuery(orderCounterQuery);
export const useWashers = () => useQuery(washersQuery);
