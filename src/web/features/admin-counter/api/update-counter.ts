import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCounterInput } from '#contracts/counter.ts';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { counterKeys } from './counter-keys';
import { counterQuery } from './get-counter';

/** PUT counter/{counterId}: the whole configuration without translate; answers the saved one. */
export function useUpdateCounter(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCounterInput) =>
      request(adminEndpoints.updateCounter, { params: { counterId: id }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(counterQuery(id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: counterKeys.all });
    },
  });
}
