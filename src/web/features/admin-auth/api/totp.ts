import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthProfile, TotpSetup } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from './session';

/** POST auth/totp/setup: a new secret and its QR code, confirmed by the first code. */
export const useTotpSetup = () =>
  useMutation({ mutationFn: () => api.post<TotpSetup>('/auth/totp/setup') });

function useTotpChange(path: '/auth/totp/enable' | '/auth/totp/disable') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<AuthProfile>(path, { code }),
    onSuccess: (profile) => queryClient.setQueryData(sessionQueryKey, profile),
  });
}

export const useTotpEnable = () => useTotpChange('/auth/totp/enable');
export const useTotpDisable = () => useTotpChange('/auth/totp/disable');
