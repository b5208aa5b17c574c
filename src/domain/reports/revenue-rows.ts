/**
 * Folds a period's figures per day and washer (as the reports' SQL sums them) into the
 * report's rows by month, week or washer, and the totals. Pure; cents and minutes.
 * VAT-exclusive amounts are taken of each row's sum (and of the total's), so a row is what a
 * hand calculation of its VAT-inclusive sum gives.
 */
import type { LocalDate } from '../calendar/local-date';
import { netOfVatCents } from '../tax/vat';
import { mallKey } from './figures';
import { periodKeyOf, periodKeys, type TimeGrouping } from './periods';

/** One day's figures of one washer key (washerKeyOf). */
export interface DayFigures {
  day: LocalDate;
  washer: string;
  jobs: number;
  jobMinutes: number;
  /** Jobs done (whose total is earned). */
  doneJobs: number;
  earnedCents: number;
  paymentsCents: number;
  refundsCents: number;
  cancelled: number;
}

export interface RowSums {
  jobs: number;
  minutesBooked: number;
  minutesAvailable: number;
  doneJobs: number;
  earnedCents: number;
  earnedVatExcludedCents: number;
  collectedCents: number;
  refundedCents: number;
  cancelled: number;
}

export interface RevenueRowSums extends RowSums {
  key: string;
}

export interface RevenueInput {
  from: LocalDate;
  to: LocalDate;
  by: TimeGrouping | 'washer';
  days: readonly DayFigures[];
  /** Available minutes per washer key and working day. */
  available: ReadonlyMap<string, ReadonlyMap<LocalDate, number>>;
  /** The washers' keys in the order their rows come (by washer). */
  washerKeys: readonly string[];
}

const empty = () => ({
  jobs: 0,
  minutesBooked: 0,
  minutesAvailable: 0,
  doneJobs: 0,
  earnedCents: 0,
  paymentsCents: 0,
  refundsCents: 0,
  cancelled: 0,
});
type Acc = ReturnType<typeof empty>;

function add(acc: Acc, d: DayFigures) {
  acc.jobs += d.jobs;
  if (d.washer !== mallKey) acc.minutesBooked += d.jobMinutes;
  acc.doneJobs += d.doneJobs;
  acc.earnedCents += d.earnedCents;
  acc.paymentsCents += d.paymentsCents;
  acc.refundsCents += d.refundsCents;
  acc.cancelled += d.cancelled;
}

function sums(acc: Acc): RowSums {
  return {
    jobs: acc.jobs,
    minutesBooked: acc.minutesBooked,
    minutesAvailable: acc.minutesAvailable,
    doneJobs: acc.doneJobs,
    earnedCents: acc.earnedCents,
    earnedVatExcludedCents: netOfVatCents(acc.earnedCents),
    collectedCents: acc.paymentsCents - acc.refundsCents,
    refundedCents: acc.refundsCents,
    cancelled: acc.cancelled,
  };
}

export function revenueRows(input: RevenueInput): { rows: RevenueRowSums[]; totals: RowSums } {
  const { by } = input;
  // A year has 365 days but ~40 000 day-and-washer figures: each day's key is made once.
  const dayKeys = new Map<LocalDate, string>();
  const keyOf = (day: LocalDate, washer: string) => {
    if (by === 'washer') return washer;
    let key = dayKeys.get(day);
    if (key === undefined) dayKeys.set(day, (key = periodKeyOf(day, by)));
    return key;
  };
  const rows = new Map<string, Acc>();
  const keys = by === 'washer' ? input.washerKeys : periodKeys(input.from, input.to, by);
  for (const key of keys) rows.set(key, empty());
  const total = empty();
  const rowOf = (key: string) => {
    let acc = rows.get(key);
    if (!acc) rows.set(key, (acc = empty())); // a washer no longer in the list, or none/mall
    return acc;
  };
  for (const d of input.days) {
    if (d.day < input.from || d.day > input.to) continue;
    add(rowOf(keyOf(d.day, d.washer)), d);
    add(total, d);
  }
  for (const [washer, days] of input.available) {
    for (const [day, minutes] of days) {
      if (day < input.from || day > input.to) continue;
      rowOf(keyOf(day, washer)).minutesAvailable += minutes;
      total.minutesAvailable += minutes;
    }
  }
  return { rows: [...rows].map(([key, acc]) => ({ key, ...sums(acc) })), totals: sums(total) };
}
