import { describe, expect, it } from 'vitest';
import { startsWithinWithdrawalPeriod, withdrawalPeriodEnd } from './withdrawal-period';

describe('the 14-day withdrawal period (decision 050)', () => {
  it.each([
    ['2026-11-26', '2026-11-26', true],
    ['2026-11-26', '2026-12-10', true],
    ['2026-11-26', '2026-12-11', false],
    ['2026-12-20', '2027-01-03', true],
    ['2026-12-20', '2027-01-04', false],
    ['2028-02-20', '2028-03-05', true],
    ['2028-02-20', '2028-03-06', false],
    ['2026-03-20', '2026-04-03', true],
  ])('ordered %s, job on %s: within the period %s', (orderDay, jobDay, within) => {
    expect(startsWithinWithdrawalPeriod(orderDay, jobDay)).toBe(within);
  });

  it('ends on the 14th day after the order day', () => {
    expect(withdrawalPeriodEnd('2026-10-20')).toBe('2026-11-03');
  });
});
