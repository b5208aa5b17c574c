import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { CreateUserInput } from '#contracts/user.ts';
import { request } from '#web/lib/api/client.ts';
import { userKeys } from './user-keys';

/** POST auth/register (admin spec section 7): {name, email, password}. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => request(adminEndpoints.createUser, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
