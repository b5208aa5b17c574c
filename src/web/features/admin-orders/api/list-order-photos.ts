import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { orderKeys } from './order-keys';

/** GET order/{id}/photos: the job's photos, oldest first, each with its taker and time. */
export const orderPhotosQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.photos(id),
    queryFn: ({ signal }) => request(adminEndpoints.listOrderPhotos, { params: { id }, signal }),
    staleTime: 0,
    // A washer adds photos from the field while the office may have the order open.
    refetchInterval: 30_000,
  });

export const useOrderPhotos = (id: number, isAllowed: boolean) =>
  useQuery({ ...orderPhotosQuery(id), enabled: isAllowed && id > 0 });
