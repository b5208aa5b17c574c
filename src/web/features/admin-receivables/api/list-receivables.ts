import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { receivableKeys } from './receivable-keys';

/** GET receivables?overdue=: unpaid and partly paid invoices, oldest due first, and their sum. */
export const listReceivables = (isOverdueOnly: boolean, signal?: AbortSignal) =>
  request(adminEndpoints.listReceivables, {
    query: { overdue: isOverdueOnly ? 'true' : 'false' },
    signal,
  });

export const receivablesQuery = (isOverdueOnly: boolean) =>
  queryOptions({
    queryKey: receivableKeys.list(isOverdueOnly),
    queryFn: ({ signal }) => listReceivables(isOverdueOnly, signal),
    staleTime: 0,
  });

export const useReceivables = (isOverdueOnly: boolean) => useQuery(receivablesQuery(isOverdueOnly));
