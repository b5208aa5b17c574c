import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedCleaner } from '#contracts/settings.ts';
import { api } from '#web/lib/api-client.ts';
import { settingsKeys } from './settings-keys';

/** DELETE settings/cleaner/{id}: refused (409) while the washer has coming bookings. */
export function useDeleteCleaner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/settings/cleaner/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedCleaner[]>(settingsKeys.cleaners, (list) =>
        list?.filter((c) => c.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: settingsKeys.suggestions });
    },
  });
}
