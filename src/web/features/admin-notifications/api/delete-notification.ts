import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationAdmin } from '#contracts/notification.ts';
import { api } from '#web/lib/api-client.ts';
import { notificationKeys } from './notification-keys';

/** DELETE notification/{id}; the notification leaves the list at once (admin spec section 4). */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/notification/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<NotificationAdmin[]>(notificationKeys.all, (list) =>
        list?.filter((n) => n.id !== id),
      );
      queryClient.removeQueries({ queryKey: notificationKeys.one(id) });
    },
  });
}
