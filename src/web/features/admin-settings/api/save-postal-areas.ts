import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { SavePostalAreasInput } from '#contracts/settings.ts';
import { request } from '#web/lib/api/client.ts';
import { postalAreasQuery } from './list-postal-areas';

/** POST settings/postalareas: the whole list; the answer is every area as saved. */
export function useSavePostalAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (areas: SavePostalAreasInput) =>
      request(adminEndpoints.savePostalAreas, { body: areas }),
    onSuccess: (saved) => queryClient.setQueryData(postalAreasQuery.queryKey, saved),
  });
}
