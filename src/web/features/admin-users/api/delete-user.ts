import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserListItem } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** DELETE users/{id}; the user leaves the list at once (admin spec section 4). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/users/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<UserListItem[]>(userKeys.all, (users) =>
        users?.filter((u) => u.id !== id),
      );
      queryClient.removeQueries({ queryKey: userKeys.one(id) });
    },
  });
}
