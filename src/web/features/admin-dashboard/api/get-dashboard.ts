import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#contracts/dashboard.ts';
import { api } from '#web/lib/api-client.ts';

/** GET dashboard: refreshed when the page is opened and every five minutes while it is open. */
export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', { signal }),
  staleTime: 0,
  refetchInterval: 5 * 60_000,
});

export const useDashboard = () => useQuery(dashboardQuery);
