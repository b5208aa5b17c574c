import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { dispatchKeys } from './dispatch-keys';

/** GET dispatch?date=: one day's washers, jobs and blocks; refreshed every minute while open. */
export const dispatchDayQuery = (date: string) =>
  queryOptions({
    queryKey: dispatchKeys.day(date),
    queryFn: ({ signal }) => request(adminEndpoints.getDispatchDay, { query: { date }, signal }),
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useDispatchDay = (date: string) => useQuery(dispatchDayQuery(date));

/** The days of a week, each its own query (shared with the day view's cache). */
export const useDispatchDays = (dates: readonly string[]) =>
  useQueries({ queries: dates.map((date) => dispatchDayQuery(date)) });
