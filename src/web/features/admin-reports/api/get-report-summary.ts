import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import type { Period } from '../lib/period';
import { reportKeys } from './report-keys';

/** GET reports/summary?from=&to=: average order, cancellations, customers, shares. */
export const getReportSummary = (period: Period, signal?: AbortSignal) =>
  request(adminEndpoints.getReportSummary, { query: period, signal });

export const reportSummaryQuery = (period: Period) =>
  queryOptions({
    queryKey: reportKeys.summary(period),
    queryFn: ({ signal }) => getReportSummary(period, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useReportSummary = (period: Period) => useQuery(reportSummaryQuery(period));
