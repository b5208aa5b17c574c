import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** DELETE users/{id}/totp: turns off another user's two-factor authentication (lost phone). */
export function useResetUserTotp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(`/users/${id}/totp`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
