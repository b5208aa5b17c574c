import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedCleaner, Suggestion } from '#contracts/settings.ts';
import { api } from '#web/lib/api-client.ts';
import { settingsKeys } from './settings-keys';

/** GET settings/cleaners: every washer with its areas and calendar row. */
export const cleanersQuery = queryOptions({
  queryKey: settingsKeys.cleaners,
  queryFn: ({ signal }) => api.get<SavedCleaner[]>('/settings/cleaners', { signal }),
  staleTime: Infinity,
});
export const useCleaners = () => useQuery(cleanersQuery);

/** GET settings/suggestions: the maintainers that have no washer yet. */
export const suggestionsQuery = queryOptions({
  queryKey: settingsKeys.suggestions,
  queryFn: ({ signal }) => api.get<Suggestion[]>('/settings/suggestions', { signal }),
});
export const useSuggestions = () => useQuery(suggestionsQuery);
