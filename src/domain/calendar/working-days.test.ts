import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { christmasEve, daysOff, isWorkingDay, midsummerEve, publicHolidays } from './working-days';

describe('publicHolidays (date-holidays, FI, type public)', () => {
  it('lists the 13 public holidays of 2026', () => {
    expect(publicHolidays(2026)).toEqual([
      '2026-01-01', // New Year's Day
      '2026-01-06', // Epiphany
      '2026-04-03', // Good Friday
      '2026-04-05', // Easter Sunday
      '2026-04-06', // Easter Monday
      '2026-05-01', // May Day
      '2026-05-14', // Ascension Day
      '2026-05-24', // Whitsun
      '2026-06-20', // Midsummer Day
      '2026-10-31', // All Saints' Day
      '2026-12-06', // Independence Day
      '2026-12-25', // Christmas Day
      '2026-12-26', // Boxing Day
    ]);
  });

  it("leaves out the bank days (Midsummer Eve, Christmas Eve, New Year's Eve)", () => {
    expect(publicHolidays(2026)).not.toContain('2026-12-31');
    expect(publicHolidays(2026)).not.toContain('2026-12-24');
    expect(publicHolidays(2026)).not.toContain('2026-06-19');
  });
});

describe('Midsummer Eve and Christmas Eve', () => {
  it.each([
    [2025, '2025-06-20'],
    [2026, '2026-06-19'], // 19 June itself is a Friday
    [2027, '2027-06-25'], // 25 June, the last possible day
    [2028, '2028-06-23'],
  ])('Midsummer Eve %s is %s', (year, date) => {
    expect(midsummerEve(year)).toBe(date);
  });

  it('agrees with date-holidays (juhannusaatto) for 2020-2050', () => {
    const finland = new Holidays('FI');
    for (let year = 2020; year <= 2050; year++) {
      const eve = finland.getHolidays(year).find((h) => h.name === 'juhannusaatto');
      expect(eve?.date.slice(0, 10)).toBe(midsummerEve(year));
    }
  });

  it('Christmas Eve is 24 December', () => {
    expect(christmasEve(2027)).toBe('2027-12-24');
    expect(daysOff(2027).has('2027-12-24')).toBe(true);
  });
});

describe('isWorkingDay', () => {
  it.each([
    ['2026-01-01', false, "New Year's Day (Thu)"],
    ['2026-01-02', true, 'Friday after New Year'],
    ['2026-01-06', false, 'Epiphany (Tue)'],
    ['2026-04-02', true, 'Maundy Thursday is a working day'],
    ['2026-04-03', false, 'Good Friday 2026'],
    ['2026-04-06', false, 'Easter Monday 2026'],
    ['2026-04-07', true, 'Tuesday after Easter 2026'],
    ['2027-03-25', true, 'Thursday before Easter 2027'],
    ['2027-03-26', false, 'Good Friday 2027'],
    ['2027-03-28', false, 'Easter Sunday 2027, also the DST change'],
    ['2027-03-29', false, 'Easter Monday 2027, the day after the DST change'],
    ['2027-03-30', true, 'Tuesday after Easter 2027'],
    ['2026-05-01', false, 'May Day (Fri)'],
    ['2026-05-14', false, 'Ascension Day 2026'],
    ['2027-05-06', false, 'Ascension Day 2027'],
    ['2026-06-18', true, 'Thursday before Midsummer'],
    ['2026-06-19', false, 'Midsummer Eve 2026'],
    ['2025-06-20', false, 'Midsummer Eve 2025'],
    ['2027-06-25', false, 'Midsummer Eve 2027'],
    ['2026-06-22', true, 'Monday after Midsummer'],
    ['2027-12-06', false, 'Independence Day 2027 (Mon)'],
    ['2026-12-07', true, 'Monday after Independence Day on a Sunday: no substitute'],
    ['2025-12-24', false, 'Christmas Eve 2025 (Wed)'],
    ['2026-12-24', false, 'Christmas Eve 2026 (Thu)'],
    ['2026-12-25', false, 'Christmas Day'],
    ['2025-12-26', false, 'Boxing Day (Fri)'],
    ['2025-12-31', true, "New Year's Eve 2025 (Wed) is a working day"],
    ['2026-12-31', true, "New Year's Eve 2026 (Thu) is a working day"],
    ['2026-01-03', false, 'Saturday'],
    ['2026-01-04', false, 'Sunday'],
    ['2026-03-29', false, 'DST Sunday'],
    ['2026-03-30', true, 'Monday after the spring change'],
    ['2026-10-26', true, 'Monday after the autumn change'],
    ['2026-01-12', true, 'an ordinary Monday'],
  ])('%s: %s (%s)', (date, isWorking) => {
    expect(isWorkingDay(date)).toBe(isWorking);
  });

  it('refuses an invalid date', () => {
    expect(() => isWorkingDay('2026-02-29')).toThrow(
      expect.objectContaining({ code: 'INVALID_DATE' }),
    );
  });
});
