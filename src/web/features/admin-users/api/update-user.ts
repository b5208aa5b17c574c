import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { UpdateUserRequest } from '#contracts/user.ts';
import { request } from '#web/lib/api/client.ts';
import { userQuery } from './get-user';
import { userKeys } from './user-keys';

/**
 * PUT users/{id}: an empty password keeps the current one; a new one comes with the acting
 * user's proof, {currentPassword, code} (decision 041).
 */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserRequest) =>
      request(adminEndpoints.updateUser, { params: { id }, body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQuery(id).queryKey, user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
