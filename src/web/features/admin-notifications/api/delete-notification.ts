import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { notificationsQuery } from './list-notifications';
import { notificationKeys } from './notification-keys';

/** DELETE notification/{id}; the notification leaves the list at once (admin spec section 4). */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(adminEndpoints.deleteNotification, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(notificationsQuery.queryKey, (list) =>
        list?.filter((n) => n.id !== id),
      );
      queryClient.removeQueries({ queryKey: notificationKeys.one(id) });
    },
  });
}
