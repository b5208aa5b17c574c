import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { NotificationForm } from '#contracts/notification.ts';
import { request } from '#web/lib/api/client.ts';
import { notificationQuery } from './get-notification';
import { notificationKeys } from './notification-keys';

/** PUT notification/{id}: the form values. */
export function useUpdateNotification(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationForm) =>
      request(adminEndpoints.updateNotification, { params: { id }, body: input }),
    onSuccess: (notification) => {
      queryClient.setQueryData(notificationQuery(id).queryKey, notification);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
