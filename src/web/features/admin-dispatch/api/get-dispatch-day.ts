import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { dispatchKeys } from './dispatch-keys';

/**
 * GET dispatch?date=: one day's washers, jobs and blocks. Refetched every 3 seconds while the
 * tab is visible (not in a background tab: TanStack Query's default), so a washer's step
 * shows on the dispatcher's board without a reload (issue 23).
 */
export const dispatchDayQuery = (date: string) =>
  queryOptions({
    queryKey: dispatchKeys.day(date),
    queryFn: ({ signal }) => request(adminEndpoints.getDispatchDay, { query: { date }, signal }),
    staleTime: 0,
    refetchInterval: 3_000,
  });

export const useDispatchDay = (date: string) => useQuery(dispatchDayQuery(date));

/** The days of a week, each its own query (shared with the day view's cache). */
export const useDispatchDays = (dates: readonly string[]) =>
  useQueries({ queries: dates.map((date) => dispatchDayQuery(date)) });
