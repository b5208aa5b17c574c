import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { ReauthenticationInput } from '#contracts/reauthentication.ts';
import { request } from '#web/lib/api/client.ts';
import { userKeys } from './user-keys';

/**
 * DELETE users/{id}/totp: turns off another user's two-factor authentication (lost phone),
 * with the acting user's proof as a JSON body (decision 041).
 */
export function useResetUserTotp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: ReauthenticationInput) =>
      request(adminEndpoints.resetUserTotp, { params: { id }, body: proof }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
