import { describe, expect, it } from 'vitest';
import type { DispatchDay } from '#contracts/dispatch.ts';
import { weekColumns, weekTemplate } from './week-columns';

// 2026-11-30 is a Monday.
const week = [
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
  '2026-12-06',
];

const job = {
  orderId: 1,
  reference: 'r',
  start: '2026-12-05T08:00:00+02:00',
  end: '2026-12-05T09:00:00+02:00',
  status: 'confirmed' as const,
  customer: { name: 'A', phone: '1' },
  address: { street: 'S', postalCode: '00100', city: 'H', message: null },
  items: [],
  progress: null,
  noteForWasher: null,
};
const day = (date: string, has: 'job' | 'block' | 'none'): DispatchDay => ({
  date,
  washers: [
    {
      id: 1,
      name: 'W',
      jobs: has === 'job' ? [job] : [],
      blocks: has === 'block' ? [{ start: job.start, end: job.end, modifier: null }] : [],
    },
  ],
});

describe('the week view folds an empty weekend (issue 23)', () => {
  it.each<[string, 'job' | 'block' | 'none', 'job' | 'block' | 'none', boolean[]]>([
    ['nothing at the weekend', 'none', 'none', [false, false, false, false, false, true, true]],
    ['a job on Saturday', 'job', 'none', [false, false, false, false, false, false, true]],
    ['a block on Sunday', 'none', 'block', [false, false, false, false, false, true, false]],
  ])('%s', (_label, saturday, sunday, folded) => {
    const days = week.map((date, i) => day(date, i === 5 ? saturday : i === 6 ? sunday : 'none'));
    expect(weekColumns(week, days).map((c) => c.isFolded)).toEqual(folded);
  });

  it('keeps a weekend day open while it loads', () => {
    expect(weekColumns(week, []).some((c) => c.isFolded)).toBe(false);
  });

  it('gives a folded day a sliver and the others a share', () => {
    const days = week.map((date) => day(date, 'none'));
    expect(weekTemplate(weekColumns(week, days))).toBe(
      `var(--week-names, 9rem) ${Array(5).fill('minmax(0, 1fr)').join(' ')} 2.75rem 2.75rem`,
    );
  });
});
