import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  helsinkiClockMinutes,
  helsinkiDate,
  helsinkiHour,
  helsinkiInstant,
  toInstant,
} from './helsinki-time';

describe('the process runs in UTC (so nothing here leans on the machine zone)', () => {
  it('has a UTC offset of 0', () => {
    expect(new Date('2026-07-01T12:00:00Z').getTimezoneOffset()).toBe(0);
  });
});

describe('helsinkiDate and helsinkiHour', () => {
  it.each([
    ['2026-01-15T21:59:59Z', '2026-01-15', 23], // winter UTC+2
    ['2026-01-15T22:00:00Z', '2026-01-16', 0],
    ['2026-07-15T20:59:59Z', '2026-07-15', 23], // summer UTC+3
    ['2026-07-15T21:00:00Z', '2026-07-16', 0],
    ['2026-03-28T21:59:59Z', '2026-03-28', 23],
    ['2026-03-28T22:00:00Z', '2026-03-29', 0], // midnight before the spring change
    ['2026-03-29T00:59:59Z', '2026-03-29', 2], // 02:59:59 EET
    ['2026-03-29T01:00:00Z', '2026-03-29', 4], // 04:00 EEST: 03:00-03:59 does not exist
    ['2026-10-25T00:30:00Z', '2026-10-25', 3], // 03:30 EEST, first time
    ['2026-10-25T01:30:00Z', '2026-10-25', 3], // 03:30 EET, second time
    ['2026-12-31T22:00:00Z', '2027-01-01', 0],
    ['2026-01-01T00:30:00+02:00', '2026-01-01', 0],
  ])('%s is %s at hour %s', (instant, date, hour) => {
    expect(helsinkiDate(instant)).toBe(date);
    expect(helsinkiHour(new Date(instant))).toBe(hour);
  });

  it('reads seconds into the clock minutes', () => {
    expect(helsinkiClockMinutes('2026-01-15T08:15:30Z')).toBe(10 * 60 + 15.5);
  });
});

describe('helsinkiInstant', () => {
  it.each([
    ['2026-01-15', '08:00', '2026-01-15T06:00:00.000Z'],
    ['2026-07-15', '08:00', '2026-07-15T05:00:00.000Z'],
    ['2026-03-29', '00:00', '2026-03-28T22:00:00.000Z'], // day of the spring change
    ['2026-03-29', '08:00', '2026-03-29T05:00:00.000Z'],
    ['2026-10-25', '00:00', '2026-10-24T21:00:00.000Z'], // day of the autumn change
    ['2026-10-25', '08:00', '2026-10-25T06:00:00.000Z'],
    ['2026-12-31', '16:00', '2026-12-31T14:00:00.000Z'],
  ])('%s %s is %s', (date, time, iso) => {
    expect(helsinkiInstant(date, time).toISOString()).toBe(iso);
  });

  it('defaults to midnight', () => {
    expect(helsinkiInstant('2026-06-01').toISOString()).toBe('2026-05-31T21:00:00.000Z');
  });

  it('round-trips with helsinkiDate for every day of 2026', () => {
    for (let day = 0; day < 365; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      expect(helsinkiDate(helsinkiInstant(date, '00:00'))).toBe(date);
      expect(helsinkiDate(helsinkiInstant(date, '23:59'))).toBe(date);
    }
  });

  it('refuses bad dates and times', () => {
    expect(() => helsinkiInstant('2026-02-30', '08:00')).toThrow(
      expect.objectContaining({ code: 'INVALID_DATE' }),
    );
    expect(() => helsinkiInstant('2026-02-10', '8:00')).toThrow(
      expect.objectContaining({ code: 'INVALID_TIME' }),
    );
  });
});

describe('toInstant', () => {
  it('copies Dates and parses ISO strings with an offset', () => {
    const date = new Date('2026-01-01T00:00:00Z');
    expect(toInstant(date)).not.toBe(date);
    expect(toInstant('2026-01-01T02:00:00+02:00').getTime()).toBe(date.getTime());
  });

  it.each(['yesterday', '', new Date(Number.NaN)])('refuses %s', (input) => {
    expect(() => toInstant(input)).toThrow(expect.objectContaining({ code: 'INVALID_INSTANT' }));
  });
});

describe('the UTC offsets agree with the time-zone database', () => {
  it('around every clock change from 1996 to 2099, to the millisecond', () => {
    for (let year = 1996; year < 2100; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const ms of [change - 3_600_001, change - 1, change, change + 3_599_999]) {
          const t = new TZDate(ms, 'Europe/Helsinki');
          expect(helsinkiHour(new Date(ms)), new Date(ms).toISOString()).toBe(t.getHours());
        }
      }
    }
  });

  it('for any instant from 1990 to 2100, clock changes included', () => {
    const instant = fc.oneof(
      fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
      // the minutes around the changes at 01:00 UTC on the last Sundays of March and October
      fc
        .record({ year: fc.integer({ min: 1990, max: 2099 }), october: fc.boolean() })
        .chain(({ year, october }) => {
          const month = october ? 9 : 2;
          const lastDay = new Date(Date.UTC(year, month + 1, 0));
          const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
          const change = Date.UTC(year, month, sunday, 1);
          return fc.integer({ min: change - 7_200_000, max: change + 7_200_000 });
        }),
    );
    fc.assert(
      fc.property(instant, (ms) => {
        const t = new TZDate(ms, 'Europe/Helsinki');
        const date = `${String(t.getFullYear()).padStart(4, '0')}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
        const minutes =
          t.getHours() * 60 + t.getMinutes() + t.getSeconds() / 60 + t.getMilliseconds() / 60_000;
        expect(helsinkiDate(new Date(ms))).toBe(date);
        expect(helsinkiHour(new Date(ms))).toBe(t.getHours());
        expect(helsinkiClockMinutes(new Date(ms))).toBeCloseTo(minutes, 9);
      }),
      { numRuns: 1000 },
    );
  });
});
