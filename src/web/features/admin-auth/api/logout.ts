import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { clearOfflineCopies } from '#web/lib/offline-copy.ts';
import { authKeys } from './auth-keys';

/**
 * POST auth/logout; whatever the answer, every cached back-office answer is dropped, and
 * the service worker's saved copies with them (issue 23).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(adminEndpoints.logout),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: authKeys.all });
      await clearOfflineCopies();
    },
  });
}
