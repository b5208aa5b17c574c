import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserListItem } from '#contracts/auth.ts';
import type { CreateUserInput } from '#contracts/user.ts';
import { api } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys';

/** POST auth/register (admin spec section 7): {name, email, password}. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api.post<UserListItem>('/auth/register', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
