import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { cleanersQuery } from './list-cleaners';
import { settingsKeys } from './settings-keys';

/** DELETE settings/cleaner/{id}: refused (409) while the washer has coming bookings. */
export function useDeleteCleaner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(adminEndpoints.deleteCleaner, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(cleanersQuery.queryKey, (list) => list?.filter((c) => c.id !== id));
      return queryClient.invalidateQueries({ queryKey: settingsKeys.suggestions });
    },
  });
}
