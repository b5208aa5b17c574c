import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { settingsKeys } from './settings-keys';

/** GET settings/cleaners: every washer with its areas and calendar row. */
export const cleanersQuery = queryOptions({
  queryKey: settingsKeys.cleaners,
  queryFn: ({ signal }) => request(adminEndpoints.listCleaners, { signal }),
  staleTime: Infinity,
});
export const useCleaners = () => useQuery(cleanersQuery);

/** GET settings/suggestions: the maintainers that have no washer yet. */
export const suggestionsQuery = queryOptions({
  queryKey: settingsKeys.suggestions,
  queryFn: ({ signal }) => request(adminEndpoints.listSuggestions, { signal }),
});
export const useSuggestions = () => useQuery(suggestionsQuery);
