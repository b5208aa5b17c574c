import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProfile } from '#contracts/auth.ts';
import { api } from '#web/lib/api-client.ts';

/** Every back-office query key starts with 'admin': logging out drops them all. */
export const sessionQueryKey = ['admin', 'session'] as const;

/**
 * GET auth: the logged-in user. A 401 has already been through one refresh in the API
 * client; on any admin page but /admin the client then sends the browser to /admin.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => api.get<AuthProfile>('/auth', { signal }),
  retry: false,
  staleTime: 60_000,
});

export const useSession = () => useQuery(sessionQuery);
