import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { ReauthenticationInput } from '#contracts/reauthentication.ts';
import { request } from '#web/lib/api/client.ts';
import { authKeys } from './auth-keys';

/**
 * POST auth/totp/setup: a new secret and its QR code, confirmed by the first code. Replacing
 * a secret that is on sends the user's proof, {currentPassword, code} (decision 041).
 */
export const useTotpSetup = () =>
  useMutation({
    mutationFn: (proof?: ReauthenticationInput) =>
      request(adminEndpoints.setupTotp, { body: proof }),
  });

function useTotpChange(
  endpoint: typeof adminEndpoints.enableTotp | typeof adminEndpoints.disableTotp,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => request(endpoint, { body: { code } }),
    onSuccess: (profile) => queryClient.setQueryData(authKeys.session, profile),
  });
}

export const useTotpEnable = () => useTotpChange(adminEndpoints.enableTotp);
export const useTotpDisable = () => useTotpChange(adminEndpoints.disableTotp);
