import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { SaveCleanersInput } from '#contracts/settings.ts';
import { request } from '#web/lib/api/client.ts';
import { cleanersQuery } from './list-cleaners';
import { settingsKeys } from './settings-keys';

/** POST settings/cleaners: the whole list; the answer is every washer as saved. */
export function useSaveCleaners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cleaners: SaveCleanersInput) =>
      request(adminEndpoints.saveCleaners, { body: cleaners }),
    onSuccess: (saved) => {
      queryClient.setQueryData(cleanersQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.suggestions });
    },
  });
}
