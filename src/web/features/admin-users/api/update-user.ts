import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserListItem } from '#contracts/auth.ts';
import type { UpdateUserRequest } from '#contracts/user.ts';
import { api } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys';

/**
 * PUT users/{id}: an empty password keeps the current one; a new one comes with the acting
 * user's proof, {currentPassword, code} (decision 041).
 */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserRequest) => api.put<UserListItem>(`/users/${id}`, input),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.one(id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
