import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { staffOrderKeys } from './staff-order-keys';

export interface FreeStartsParams {
  cleanerId: number;
  day: string;
  washingMinutes: number;
}

/** GET order/staff/free-starts: the washer's free starts of the day for this job. */
export const getFreeStarts = (params: FreeStartsParams, signal?: AbortSignal) =>
  request(adminEndpoints.staffFreeStarts, { query: params, signal });

export const freeStartsQuery = (params: FreeStartsParams) =>
  queryOptions({
    queryKey: staffOrderKeys.freeStarts(params.cleanerId, params.day, params.washingMinutes),
    queryFn: ({ signal }) => getFreeStarts(params, signal),
    // The calendar changes under the office's feet: read again on every visit.
    staleTime: 0,
    retry: false,
  });

/** Null params (no washer or day yet) ask nothing. */
export function useFreeStarts(params: FreeStartsParams | null) {
  return useQuery({
    ...freeStartsQuery(params ?? { cleanerId: 0, day: '', washingMinutes: 0 }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
