import { addDays, addMonths } from '#domain/calendar/local-date.ts';

/** A report's period: both days included, 'YYYY-MM-DD' (Helsinki). */
export interface Period {
  from: string;
  to: string;
}

export const quickPeriods = ['this_month', 'last_month', 'this_year', 'last_12_months'] as const;
export type QuickPeriod = (typeof quickPeriods)[number];

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => addDays(addMonths(monthStart(day), 1), -1);

/**
 * The quick choices on the Helsinki day `today`: this month and this year run to their
 * last day (jobs already booked ahead count as hours booked); the last 12 months end with
 * this month and start with the same month a year ago plus one.
 */
export function quickPeriod(choice: QuickPeriod, today: string): Period {
  switch (choice) {
    case 'this_month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'last_month': {
      const last = addMonths(monthStart(today), -1);
      return { from: last, to: monthEnd(last) };
    }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'last_12_months':
      return { from: addMonths(monthStart(today), -11), to: monthEnd(today) };
  }
}

/** The quick choice that gives exactly this period, if any (to mark it chosen). */
export const quickOf = (period: Period, today: string): QuickPeriod | undefined =>
  quickPeriods.find((q) => {
    const p = quickPeriod(q, today);
    return p.from === period.from && p.to === period.to;
  });

/** hoursBooked / hoursAvailable as a share (0..), null when nobody was available. */
export const utilisation = (booked: number, available: number): number | null =>
  available > 0 ? booked / available : null;

/** A share as '42 %' / '42%' (whole per cent), or '–' when there is none. */
export function formatShare(share: number | null, language: string): string {
  if (share === null) return '–';
  const percent = Math.round(share * 100);
  return language === 'en' ? `${percent}%` : `${percent}\u00a0%`;
}

/** Hours with one decimal: '12,5 h' / '12.5 h'. */
export function formatHours(hours: number, language: string): string {
  const text = (Math.round(hours * 10) / 10).toFixed(1);
  return `${language === 'en' ? text : text.replace('.', ',')}\u00a0h`;
}
