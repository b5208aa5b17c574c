import { describe, expect, it } from 'vitest';
import type { Discount } from '#contracts/discount.ts';
import { formatDay, nextSort, sortDiscounts } from './discount-table';

const base: Discount = {
  id: 1,
  code: 'A',
  type: 'percent',
  discount: 10,
  limit: null,
  applied: 0,
  from: '2026-01-01',
  to: '2026-12-31',
  active: true,
  user_id: 1,
};
// Newest first, as the server answers.
const list: Discount[] = [
  { ...base, id: 4, code: 'kevat10', discount: 10, applied: 2, limit: 5, active: false },
  { ...base, id: 3, code: 'KESA2', type: 'fixed', discount: 5, from: '2026-06-01' },
  { ...base, id: 2, code: 'KESA10', discount: 25, applied: 2, limit: null },
  { ...base, id: 1, code: 'ALE', type: 'fixed', discount: 12.5, applied: 7, from: '2025-12-01' },
];
const ids = (l: Discount[]) => l.map((d) => d.id);

describe('sortDiscounts', () => {
  it.each([
    [null, [4, 3, 2, 1]],
    [{ key: 'code', direction: 'ascending' }, [1, 3, 2, 4]],
    [{ key: 'code', direction: 'descending' }, [4, 2, 3, 1]],
    [{ key: 'type', direction: 'ascending' }, [3, 1, 4, 2]],
    [{ key: 'amount', direction: 'ascending' }, [4, 2, 3, 1]],
    [{ key: 'used', direction: 'ascending' }, [3, 4, 2, 1]],
    [{ key: 'valid', direction: 'ascending' }, [1, 4, 2, 3]],
    [{ key: 'active', direction: 'ascending' }, [3, 2, 1, 4]],
    [{ key: 'active', direction: 'descending' }, [4, 3, 2, 1]],
  ] as const)('%j', (sort, expected) => {
    expect(ids(sortDiscounts(list, sort))).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    sortDiscounts(list, { key: 'code', direction: 'ascending' });
    expect(ids(list)).toEqual([4, 3, 2, 1]);
  });
});

describe('nextSort', () => {
  it('goes ascending, descending, then back to newest first', () => {
    const first = nextSort(null, 'code');
    expect(first).toEqual({ key: 'code', direction: 'ascending' });
    const second = nextSort(first, 'code');
    expect(second).toEqual({ key: 'code', direction: 'descending' });
    expect(nextSort(second, 'code')).toBeNull();
    expect(nextSort(second, 'used')).toEqual({ key: 'used', direction: 'ascending' });
  });
});

describe('formatDay', () => {
  it.each([
    ['2026-11-01', 'fi', '1.11.2026'],
    ['2026-12-31', 'en', '31 Dec 2026'],
  ])('%s in %s', (day, language, expected) => {
    expect(formatDay(day, language)).toBe(expected);
  });
});
