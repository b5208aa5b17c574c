import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { ReauthenticationInput } from '#contracts/reauthentication.ts';
import { request } from '#web/lib/api/client.ts';
import { usersQuery } from './list-users';
import { userKeys } from './user-keys';

/**
 * DELETE users/{id} with the acting user's proof as a JSON body (decision 041); the user
 * leaves the list at once (admin spec section 4).
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, proof }: { id: number; proof: ReauthenticationInput }) =>
      request(adminEndpoints.deleteUser, { params: { id }, body: proof }),
    onSuccess: (_answer, { id }) => {
      queryClient.setQueryData(usersQuery.queryKey, (users) => users?.filter((u) => u.id !== id));
      queryClient.removeQueries({ queryKey: userKeys.one(id) });
    },
  });
}
