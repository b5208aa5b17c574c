import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '#contracts/auth.ts';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { authKeys } from './auth-keys';

/** POST auth/login; the answer is the profile, which becomes the session query's data. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginRequest) => request(adminEndpoints.login, { body: input }),
    onSuccess: (profile) => queryClient.setQueryData(authKeys.session, profile),
  });
}
