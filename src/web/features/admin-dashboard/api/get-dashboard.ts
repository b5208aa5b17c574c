import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { dashboardKeys } from './dashboard-keys';

/** GET dashboard: refreshed when the page is opened and every five minutes while it is open. */
export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: ({ signal }) => request(adminEndpoints.getDashboard, { signal }),
  staleTime: 0,
  refetchInterval: 5 * 60_000,
});

export const useDashboard = () => useQuery(dashboardQuery);
