import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedPostalArea, SavePostalAreasInput } from '#contracts/settings.ts';
import { api } from '#web/lib/api-client.ts';
import { settingsKeys } from './settings-keys';

/** POST settings/postalareas: the whole list; the answer is every area as saved. */
export function useSavePostalAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (areas: SavePostalAreasInput) =>
      api.post<SavedPostalArea[]>('/settings/postalareas', areas),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.postalAreas, saved),
  });
}
