import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { authKeys } from './auth-keys';

/**
 * GET auth: the logged-in user. A 401 has already been through one refresh in the API
 * client; on any admin page but /admin the client then sends the browser to /admin.
 */
export const sessionQuery = queryOptions({
  queryKey: authKeys.session,
  queryFn: ({ signal }) => request(adminEndpoints.getSession, { signal }),
  retry: false,
  staleTime: 60_000,
  // Without network the request still goes out: the back office's service worker answers
  // with its last copy, so the washer's day opens offline (issue 23, decision 059).
  networkMode: 'offlineFirst',
});

export const useSession = () => useQuery(sessionQuery);
