import { useSearchParams } from 'react-router';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';

export type BoardView = 'day' | 'week';

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The board's day and view, kept in the address (?date=YYYY-MM-DD&view=week) so that a
 * reload or a shared link shows the same board; today (Helsinki) by default.
 */
export function useBoardDate() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date');
  const date = isDate(raw) ? raw : helsinkiDate(new Date());
  const view: BoardView = params.get('view') === 'week' ? 'week' : 'day';
  const go = (next: { date?: string; view?: BoardView }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('date', next.date ?? date);
        out.set('view', next.view ?? view);
        return out;
      },
      { replace: true },
    );
  const step = view === 'week' ? 7 : 1;
  return {
    date,
    view,
    setDate: (d: string) => go({ date: d }),
    setView: (v: BoardView) => go({ view: v }),
    openDay: (d: string) => go({ date: d, view: 'day' }),
    previous: () => go({ date: addDays(date, -step) }),
    next: () => go({ date: addDays(date, step) }),
    today: () => go({ date: helsinkiDate(new Date()) }),
  };
}
