import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthProfile, TotpSetup } from '#contracts/auth.ts';
import type { ReauthenticationInput } from '#contracts/reauthentication.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionQueryKey } from './session';

/**
 * POST auth/totp/setup: a new secret and its QR code, confirmed by the first code. Replacing
 * a secret that is on sends the user's proof, {currentPassword, code} (decision 041).
 */
export const useTotpSetup = () =>
  useMutation({
    mutationFn: (proof?: ReauthenticationInput) => api.post<TotpSetup>('/auth/totp/setup', proof),
  });

function useTotpChange(path: '/auth/totp/enable' | '/auth/totp/disable') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<AuthProfile>(path, { code }),
    onSuccess: (profile) => queryClient.setQueryData(sessionQueryKey, profile),
  });
}

export const useTotpEnable = () => useTotpChange('/auth/totp/enable');
export const useTotpDisable = () => useTotpChange('/auth/totp/disable');
