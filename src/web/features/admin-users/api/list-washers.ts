import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { userKeys } from './user-keys';

/** GET settings/cleaners: the washers a washer user can be (the form's choice, the list's names). */
export const washersQuery = queryOptions({
  queryKey: userKeys.washers,
  queryFn: ({ signal }) => request(adminEndpoints.listCleaners, { signal }),
  staleTime: 60_000,
});

export const useWashers = () => useQuery(washersQuery);
