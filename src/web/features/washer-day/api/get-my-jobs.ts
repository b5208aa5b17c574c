import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { MyJob } from '#contracts/washer-day.ts';
import { request } from '#web/lib/api/client.ts';
import { savedAtHeader } from '#web/lib/offline-copy.ts';
import { washerDayKeys } from './washer-day-keys';

export interface MyJobs {
  jobs: MyJob[];
  /** When the service worker saved the copy it answered with; null: a fresh answer. */
  savedAt: string | null;
}

/** GET my/jobs?from=&to=: the signed-in washer's jobs, by start. */
export async function getMyJobs(from: string, to: string, signal?: AbortSignal): Promise<MyJobs> {
  let savedAt: string | null = null;
  const jobs = await request(adminEndpoints.myJobs, {
    query: { from, to },
    signal,
    onHeaders: (headers) => (savedAt = headers.get(savedAtHeader)),
  });
  return { jobs, savedAt };
}

/**
 * Read again every minute while open. 'offlineFirst': without network the request still
 * goes out, so that the service worker can answer with its copy.
 */
export const myJobsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: washerDayKeys.range(from, to),
    queryFn: ({ signal }) => getMyJobs(from, to, signal),
    staleTime: 0,
    refetchInterval: 60_000,
    networkMode: 'offlineFirst',
  });

export const useMyJobs = (from: string, to: string) => useQuery(myJobsQuery(from, to));
