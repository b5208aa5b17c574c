import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { authKeys } from './auth-keys';

/** POST auth/logout; whatever the answer, every cached back-office answer is dropped. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(adminEndpoints.logout),
    onSettled: () => queryClient.removeQueries({ queryKey: authKeys.all }),
  });
}
