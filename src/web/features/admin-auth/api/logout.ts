import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { clearOfflineCopies } from '#web/lib/offline-copy.ts';
import { authKeys } from './auth-keys';

/**
 * POST auth/logout; whatever the answer, the service worker's saved copies are deleted and
 * then every cached back-office answer is dropped (issue 23): in that order, so the copies
 * are gone before the page, seeing no session, moves to the sign-in page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(adminEndpoints.logout),
    onSettled: async () => {
      await clearOfflineCopies();
      queryClient.removeQueries({ queryKey: authKeys.all });
    },
  });
}
