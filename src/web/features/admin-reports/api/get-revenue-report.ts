import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { RevenueGrouping } from '#contracts/reports.ts';
import { request } from '#web/lib/api/client.ts';
import type { Period } from '../lib/period';
import { reportKeys } from './report-keys';

/** GET reports/revenue?from=&to=&by=: the period's rows by month, week or washer. */
export const getRevenueReport = (period: Period, by: RevenueGrouping, signal?: AbortSignal) =>
  request(adminEndpoints.getRevenueReport, { query: { ...period, by }, signal });

export const revenueReportQuery = (period: Period, by: RevenueGrouping) =>
  queryOptions({
    queryKey: reportKeys.revenue(period, by),
    queryFn: ({ signal }) => getRevenueReport(period, by, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useRevenueReport = (period: Period, by: RevenueGrouping) =>
  useQuery(revenueReportQuery(period, by));
