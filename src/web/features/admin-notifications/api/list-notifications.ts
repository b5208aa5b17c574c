import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationAdmin } from '#contracts/notification.ts';
import { api } from '#web/lib/api-client.ts';
import { notificationKeys } from './notification-keys';

/** GET notification/list: every notification, the latest start first, with its state. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => api.get<NotificationAdmin[]>('/notification/list', { signal }),
  staleTime: 0,
});

export const useNotificationList = () => useQuery(notificationsQuery);
