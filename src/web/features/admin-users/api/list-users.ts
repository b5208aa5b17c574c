import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListItem } from '#contracts/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys';

/** GET users: every back-office user, by name. */
export const usersQuery = queryOptions({
  queryKey: userKeys.all,
  queryFn: ({ signal }) => api.get<UserListItem[]>('/users', { signal }),
  staleTime: 0,
});

export const useUsers = () => useQuery(usersQuery);
