import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationAdmin } from '../../../../contracts/notification';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET notification/list: every notification, the latest start first, with its state. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => api.get<NotificationAdmin[]>('/notification/list', { signal }),
  staleTime: 0,
});

export const useNotificationList = () => useQuery(notificationsQuery);
