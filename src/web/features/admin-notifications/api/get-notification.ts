import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { notificationKeys } from './notification-keys';

/** GET notification/{id}. */
export const notificationQuery = (id: number) =>
  queryOptions({
    queryKey: notificationKeys.one(id),
    queryFn: ({ signal }) => request(adminEndpoints.getNotification, { params: { id }, signal }),
    staleTime: 0,
    retry: false,
  });

export const useNotification = (id: number) =>
  useQuery({ ...notificationQuery(id), enabled: id > 0 });
