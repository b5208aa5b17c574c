import type { DispatchDay } from '#contracts/dispatch.ts';
import { isoWeekday } from '#domain/calendar/local-date.ts';

export interface WeekColumn {
  date: string;
  /** A Saturday or Sunday without jobs or blocks: a narrow column that only names the day. */
  isFolded: boolean;
}

/** The week's columns: a weekend day folds unless a washer has a job or a block on it. */
export function weekColumns(
  dates: readonly string[],
  days: readonly (DispatchDay | undefined)[],
): WeekColumn[] {
  return dates.map((date, i) => {
    const day = days[i];
    const isWeekend = isoWeekday(date) >= 6;
    const isEmpty =
      day !== undefined && day.washers.every((w) => w.jobs.length === 0 && w.blocks.length === 0);
    return { date, isFolded: isWeekend && isEmpty };
  });
}

/** CSS grid columns: the washers' names, then a share for each open day, a sliver for a folded. */
export const weekTemplate = (columns: readonly WeekColumn[]) =>
  [
    'var(--week-names, 9rem)',
    ...columns.map((c) => (c.isFolded ? '2.75rem' : 'minmax(0, 1fr)')),
  ].join(' ');
