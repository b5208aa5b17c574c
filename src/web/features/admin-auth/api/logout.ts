import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** POST auth/logout; whatever the answer, every cached back-office answer is dropped. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/auth/logout'),
    onSettled: () => queryClient.removeQueries({ queryKey: ['admin'] }),
  });
}
