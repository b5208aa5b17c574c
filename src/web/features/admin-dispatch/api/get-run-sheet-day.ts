import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProfile } from '#contracts/auth.ts';
import type { DispatchJob } from '#contracts/dispatch.ts';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { dispatchDayQuery } from './get-dispatch-day';
import { dispatchKeys } from './dispatch-keys';

/** GET my/jobs for one day: a washer's own run sheet (issue 23). */
const ownDayQuery = (date: string) =>
  queryOptions({
    queryKey: [...dispatchKeys.all, 'own', date] as const,
    queryFn: ({ signal }) =>
      request(adminEndpoints.myJobs, { query: { from: date, to: date }, signal }),
    staleTime: 0,
    networkMode: 'offlineFirst',
  });

export interface RunSheetDay {
  isPending: boolean;
  isError: boolean;
  /** A washer asked for another washer's sheet. */
  isNotOwn: boolean;
  washer: { name: string; jobs: DispatchJob[] } | undefined;
}

/**
 * The run sheet's washer and jobs: the office reads the board's day (GET dispatch); a
 * washer, who may not, reads their own jobs (GET my/jobs) and only for their own id.
 */
export function useRunSheetDay(date: string, washerId: string | undefined, user: AuthProfile) {
  const isWasher = user.role === 'washer';
  const isNotOwn = isWasher && String(user.washerId) !== washerId;
  const board = useQuery({ ...dispatchDayQuery(date), enabled: !isWasher });
  const own = useQuery({ ...ownDayQuery(date), enabled: isWasher && !isNotOwn });
  if (isWasher) {
    return {
      isPending: !isNotOwn && own.isPending,
      isError: own.isError,
      isNotOwn,
      washer: own.data ? { name: user.name, jobs: own.data } : undefined,
    } satisfies RunSheetDay;
  }
  return {
    isPending: board.isPending,
    isError: board.isError,
    isNotOwn: false,
    washer: board.data?.washers.find((w) => String(w.id) === washerId),
  } satisfies RunSheetDay;
}
