import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterApi, UpdateCounterInput } from '#contracts/counter.ts';
import { api } from '#web/lib/api-client.ts';
import { counterKeys } from './counter-keys';

/** PUT counter/{counterId}: the whole configuration without translate; answers the saved one. */
export function useUpdateCounter(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCounterInput) => api.put<CounterApi>(`/counter/${id}`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(counterKeys.one(id), saved);
      return queryClient.invalidateQueries({ queryKey: counterKeys.all });
    },
  });
}
