import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '../../../../contracts/notification';
import { api } from '../../../lib/api-client';

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: ({ signal }) => api.get<Notification[]>('/notification', { signal, isPublic: true }),
});

export const useNotifications = () => useQuery(notificationsQuery);
