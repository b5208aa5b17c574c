import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationAdmin } from '#contracts/notification.ts';
import { api } from '#web/lib/api-client.ts';
import { notificationKeys } from './notification-keys';

/** GET notification/{id}. */
export const notificationQuery = (id: number) =>
  queryOptions({
    queryKey: notificationKeys.one(id),
    queryFn: ({ signal }) => api.get<NotificationAdmin>(`/notification/${id}`, { signal }),
    staleTime: 0,
    retry: false,
  });

export const useNotification = (id: number) =>
  useQuery({ ...notificationQuery(id), enabled: id > 0 });
