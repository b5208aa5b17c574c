import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { notificationKeys } from './notification-keys';

/** GET notification/list: every notification, the latest start first, with its state. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => request(adminEndpoints.listNotifications, { signal }),
  staleTime: 0,
});

export const useNotificationList = () => useQuery(notificationsQuery);
