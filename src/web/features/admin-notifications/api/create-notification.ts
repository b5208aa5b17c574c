import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationAdmin, NotificationForm } from '#contracts/notification.ts';
import { api } from '#web/lib/api-client.ts';
import { notificationKeys } from './notification-keys';

/** POST notification: the form values; the answer has extra_info as sanitised. */
export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationForm) => api.post<NotificationAdmin>('/notification', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
