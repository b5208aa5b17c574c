import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListItem } from '#contracts/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys';

/** GET users/{userId}. */
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) => api.get<UserListItem>(`/users/${id}`, { signal }),
    staleTime: 0,
    retry: false,
  });

export const useUser = (id: number) => useQuery({ ...userQuery(id), enabled: id > 0 });
