import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedPostalArea } from '#contracts/settings.ts';
import { api } from '#web/lib/api-client.ts';
import { settingsKeys } from './settings-keys';

/** DELETE settings/postalarea/{id}: refused (409) while washers serve the area. */
export function useDeletePostalArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/settings/postalarea/${id}`),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedPostalArea[]>(settingsKeys.postalAreas, (areas) =>
        areas?.filter((a) => a.id !== id),
      ),
  });
}
