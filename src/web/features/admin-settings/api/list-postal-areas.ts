import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { settingsKeys } from './settings-keys';

/** GET settings/postalareas. */
export const postalAreasQuery = queryOptions({
  queryKey: settingsKeys.postalAreas,
  queryFn: ({ signal }) => request(adminEndpoints.listPostalAreas, { signal }),
  // The page edits a copy: a refetch on focus must not look like someone else's change.
  staleTime: Infinity,
});
export const usePostalAreas = () => useQuery(postalAreasQuery);
