import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationAdmin, NotificationForm } from '#contracts/notification.ts';
import { api } from '#web/lib/api-client.ts';
import { notificationKeys } from './notification-keys';

/** PUT notification/{id}: the form values. */
export function useUpdateNotification(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationForm) =>
      api.put<NotificationAdmin>(`/notification/${id}`, input),
    onSuccess: (notification) => {
      queryClient.setQueryData(notificationKeys.one(id), notification);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
