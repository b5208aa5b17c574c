import { isPeriodTooLong, revenueGroupings, type RevenueGrouping } from '#contracts/reports.ts';
import { quickPeriod, type Period } from './period';

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The page's period and grouping from its address (?from=&to=&by=), this month by default. */
export function readReportParams(
  params: URLSearchParams,
  today: string,
): { period: Period; by: RevenueGrouping } {
  const from = params.get('from');
  const to = params.get('to');
  const period = isDay(from) && isDay(to) ? { from, to } : quickPeriod('this_month', today);
  const by = revenueGroupings.find((b) => b === params.get('by')) ?? 'month';
  return { period, by };
}

/** Why the period cannot be asked for, as a message key, or null. */
export function periodProblem(period: Period): string | null {
  if (!isDay(period.from) || !isDay(period.to)) return 'period_missing';
  if (period.from > period.to) return 'period_reversed';
  if (isPeriodTooLong(period.from, period.to)) return 'period_too_long';
  return null;
}
