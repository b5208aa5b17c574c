import { describe, expect, it } from 'vitest';
import { isFreeChange, jobDayOf, lastFreeChangeDay, manageLinkLastDay } from './change-deadline';

describe('the last free change day: 5 Finnish business days before the job', () => {
  it.each([
    // job day, last free day, why
    ['2026-12-11', '2026-12-04', 'Friday job: the Friday a week before'],
    ['2026-12-14', '2026-12-07', 'Monday job: the weekend does not count'],
    ['2026-12-16', '2026-12-09', 'Wednesday job: over one weekend'],
    ['2026-12-28', '2026-12-17', 'Christmas Eve and Christmas Day do not count'],
    ['2027-01-08', '2026-12-30', 'Epiphany and New Year do not count'],
    ['2026-12-12', '2026-12-07', 'a Saturday job: counted from the Friday before'],
  ])('a job on %s is free to change until %s (%s)', (job, last) => {
    expect(lastFreeChangeDay(job)).toBe(last);
  });

  it('is free on the last day and not on the next', () => {
    expect(isFreeChange('2026-12-04', '2026-12-11')).toBe(true);
    expect(isFreeChange('2026-12-05', '2026-12-11')).toBe(false);
    expect(isFreeChange('2026-12-17', '2026-12-28')).toBe(true);
    expect(isFreeChange('2026-12-18', '2026-12-28')).toBe(false);
    expect(isFreeChange('2026-12-30', '2027-01-08')).toBe(true);
    expect(isFreeChange('2026-12-31', '2027-01-08')).toBe(false);
  });
});

describe('the job day and the order page link', () => {
  it('a mall order counts from the first of its starting month', () => {
    expect(jobDayOf({ shippingDay: null, mallStartingMonth: '2027-03' })).toBe('2027-03-01');
    expect(jobDayOf({ shippingDay: '2026-12-11', mallStartingMonth: null })).toBe('2026-12-11');
  });

  it('the link opens until 60 days after the job, or after the mall month ends', () => {
    expect(manageLinkLastDay({ shippingDay: '2026-12-11', mallStartingMonth: null })).toBe(
      '2027-02-09',
    );
    expect(manageLinkLastDay({ shippingDay: null, mallStartingMonth: '2027-02' })).toBe(
      '2027-04-29',
    );
    expect(manageLinkLastDay({ shippingDay: null, mallStartingMonth: null })).toBeNull();
    // A recurring order: 60 days after its next visit is due (decision 053).
    const recurring = { shippingDay: '2026-12-11', mallStartingMonth: null, repeatedOrder: true };
    expect(manageLinkLastDay({ ...recurring, cleanInterval: 3 })).toBe('2027-05-10');
    expect(manageLinkLastDay({ ...recurring, repeatedOrder: false, cleanInterval: 3 })).toBe(
      '2027-02-09',
    );
  });
});
