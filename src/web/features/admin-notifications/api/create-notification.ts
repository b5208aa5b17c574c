import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { NotificationForm } from '#contracts/notification.ts';
import { request } from '#web/lib/api/client.ts';
import { notificationKeys } from './notification-keys';

/** POST notification: the form values; the answer has extra_info as sanitised. */
export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationForm) =>
      request(adminEndpoints.createNotification, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
