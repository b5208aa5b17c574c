import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { userKeys } from './user-keys';

/** GET users/{id}. */
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) => request(adminEndpoints.getUser, { params: { id }, signal }),
    staleTime: 0,
    retry: false,
  });

export const useUser = (id: number) => useQuery({ ...userQuery(id), enabled: id > 0 });
