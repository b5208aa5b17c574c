import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthProfile, LoginRequest } from '#contracts/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionQueryKey } from './session';

/** POST auth/login; the answer is the profile, which becomes the session query's data. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginRequest) => api.post<AuthProfile>('/auth/login', input),
    onSuccess: (profile) => queryClient.setQueryData(sessionQueryKey, profile),
  });
}
