import type { RevenueGrouping } from '#contracts/reports.ts';
import type { Period } from '../lib/period';

/** Query keys of the reports page (under 'admin': logging out drops them). */
export const reportKeys = {
  all: ['admin', 'reports'] as const,
  revenue: (period: Period, by: RevenueGrouping) =>
    [...reportKeys.all, 'revenue', period.from, period.to, by] as const,
  summary: (period: Period) => [...reportKeys.all, 'summary', period.from, period.to] as const,
};
