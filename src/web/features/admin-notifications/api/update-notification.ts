import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationAdmin, NotificationForm } from '../../../../contracts/notification';
import { api } from '../../../lib/api-client';
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
