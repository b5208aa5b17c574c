import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCleanersInput, SavedCleaner } from '#contracts/settings.ts';
import { api } from '#web/lib/api-client.ts';
import { settingsKeys } from './settings-keys';

/** POST settings/cleaners: the whole list; the answer is every washer as saved. */
export function useSaveCleaners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cleaners: SaveCleanersInput) =>
      api.post<SavedCleaner[]>('/settings/cleaners', cleaners),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.cleaners, saved);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.suggestions });
    },
  });
}
