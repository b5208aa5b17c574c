import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { userKeys } from './user-keys';

/** GET users: every back-office user, by name. */
export const usersQuery = queryOptions({
  queryKey: userKeys.all,
  queryFn: ({ signal }) => request(adminEndpoints.listUsers, { signal }),
  staleTime: 0,
});

export const useUsers = () => useQuery(usersQuery);
