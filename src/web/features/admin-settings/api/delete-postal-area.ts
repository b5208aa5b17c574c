import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { postalAreasQuery } from './list-postal-areas';

/** DELETE settings/postalarea/{id}: refused (409) while washers serve the area. */
export function useDeletePostalArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(adminEndpoints.deletePostalArea, { params: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData(postalAreasQuery.queryKey, (areas) =>
        areas?.filter((a) => a.id !== id),
      ),
  });
}
