import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseWasher, toDayBusy } from './availability';
import { jobEndOf, reservationJobEnd, reservedRange } from './busy-interval';
import type { MinuteInterval } from './free-interval';
import {
  busyInsideWorkday,
  earliestFreeStart,
  earliestFreeStartMinutes,
  isFreeAt,
} from './free-interval';
import { helsinkiInstant } from './helsinki-time';
import type { StartRules } from './start-rules';
import { defaultStartRules, isOnGrid, nextGridStart, startGridChoices } from './start-rules';
import { parseTimeOfDay } from './time-of-day';

const busy = (...ranges: [string, string][]): MinuteInterval[] =>
  ranges.map(([start, end]) => ({
    startMinutes: parseTimeOfDay(start),
    endMinutes: parseTimeOfDay(end),
  }));
const rules = (gridMinutes: number, travelMinutes: number): StartRules => ({
  gridMinutes,
  travelMinutes,
});

describe('the start grid', () => {
  it.each<[number, number, boolean]>([
    [parseTimeOfDay('08:00'), 15, true],
    [parseTimeOfDay('11:15'), 15, true],
    [parseTimeOfDay('11:13'), 15, false],
    [parseTimeOfDay('12:51'), 15, false],
    [parseTimeOfDay('12:40'), 20, true],
    [parseTimeOfDay('12:45'), 30, false],
  ])('minute %i on a %i-minute grid: %s', (minute, grid, expected) => {
    expect(isOnGrid(minute, grid)).toBe(expected);
  });

  it('rounds up to the next grid start, counted from 08:00', () => {
    expect(nextGridStart(parseTimeOfDay('11:13'), 15)).toBe(parseTimeOfDay('11:15'));
    expect(nextGridStart(parseTimeOfDay('11:15'), 15)).toBe(parseTimeOfDay('11:15'));
    expect(nextGridStart(parseTimeOfDay('12:51'), 20)).toBe(parseTimeOfDay('13:00'));
    expect(nextGridStart(parseTimeOfDay('08:01'), 60)).toBe(parseTimeOfDay('09:00'));
  });

  it('offers the first grid start after an off-grid end (the 11:13 of issue 15)', () => {
    expect(earliestFreeStart(busy(['08:00', '11:13']), 60, rules(15, 0))).toBe('11:15');
    expect(earliestFreeStart(busy(['08:00', '12:51']), 60, rules(15, 0))).toBe('13:00');
    expect(earliestFreeStart(busy(['08:00', '12:51']), 60, rules(30, 0))).toBe('13:00');
  });

  it('refuses an off-grid start even where the time is free', () => {
    expect(isFreeAt([], parseTimeOfDay('11:13'), 60, rules(15, 0))).toBe(false);
    expect(isFreeAt([], parseTimeOfDay('11:15'), 60, rules(15, 0))).toBe(true);
  });

  it('lets the grid push a job past the end of the day', () => {
    // Free from 14:01: the grid start 14:15 leaves 105 minutes, not 120.
    expect(earliestFreeStart(busy(['08:00', '14:01']), 120, rules(15, 0))).toBeNull();
    expect(earliestFreeStart(busy(['08:00', '14:01']), 105, rules(15, 0))).toBe('14:15');
  });
});

describe('the travel buffer', () => {
  it('keeps the travel minutes free before the next job or block', () => {
    const day = busy(['10:00', '12:00']);
    expect(earliestFreeStart(day, 90, rules(15, 30))).toBe('08:00');
    expect(earliestFreeStart(day, 91, rules(15, 30))).toBe('12:00');
    expect(isFreeAt(day, parseTimeOfDay('08:15'), 90, rules(15, 30))).toBe(false);
    expect(isFreeAt(day, parseTimeOfDay('08:15'), 75, rules(15, 30))).toBe(true);
  });

  it('needs no travel after the day’s last job (it may reach past 16:00)', () => {
    expect(earliestFreeStart(busy(['08:00', '14:00']), 120, rules(15, 30))).toBe('14:00');
    expect(isFreeAt([], parseTimeOfDay('15:00'), 60, rules(15, 240))).toBe(true);
  });

  it('finds the travel after an earlier job in its reserved range', () => {
    // A 09:00-10:00 job with 30 travel minutes is reserved until 10:30.
    const range = reservedRange('2026-01-15', '09:00', 60, 30);
    expect(range.end.toISOString()).toBe(helsinkiInstant('2026-01-15', '10:30').toISOString());
    expect(earliestFreeStart(busy(['09:00', '10:30']), 60, rules(15, 30))).toBe('10:30');
  });

  it('ends a job at its washing time, not at its reserved range', () => {
    const { start } = reservedRange('2026-01-15', '09:00', 60, 30);
    expect(jobEndOf(start, 60).toISOString()).toBe(
      helsinkiInstant('2026-01-15', '10:00').toISOString(),
    );
    // A job longer than a day ends at 16:00 and holds its washer until 16:00 + travel.
    const long = reservedRange('2026-01-15', '08:00', 900, 30);
    expect(jobEndOf(long.start, 900).toISOString()).toBe(
      helsinkiInstant('2026-01-15', '16:00').toISOString(),
    );
    expect(long.end.toISOString()).toBe(helsinkiInstant('2026-01-15', '16:30').toISOString());
  });

  it('reads a stored reservation as its job, the travel left out', () => {
    const during = reservedRange('2026-01-15', '09:00', 60, 30);
    const at = (time: string) => helsinkiInstant('2026-01-15', time).toISOString();
    expect(reservationJobEnd(during, 60).toISOString()).toBe(at('10:00'));
    // An order without a washing time (older rows) ends where its reservation does.
    expect(reservationJobEnd(during, 0).toISOString()).toBe(at('10:30'));
    // A reservation stored before decision 051 (no travel) is never read as longer.
    const old = reservedRange('2026-01-15', '09:00', 60);
    expect(reservationJobEnd(old, 90).toISOString()).toBe(at('10:00'));
  });

  it('makes the washer with room for the buffer the earliest', () => {
    const tight = {
      washerId: 1,
      busy: new Map([['2026-01-15', toDayBusy(busy(['09:00', '12:00']))]]),
      rules: rules(15, 30),
    };
    const free = { washerId: 2, busy: new Map(), rules: defaultStartRules };
    expect(chooseWasher('2026-01-15', [tight, free], 60)).toEqual({
      date: '2026-01-15',
      starting: '08:00',
      cleanerId: 2,
    });
    expect(chooseWasher('2026-01-15', [tight], 30)?.starting).toBe('08:00');
    expect(chooseWasher('2026-01-15', [tight], 31)?.starting).toBe('12:00');
  });
});

const minute = fc.integer({ min: 0, max: 24 * 60 });
const interval = fc
  .tuple(minute, minute)
  .map(([a, b]) => ({ startMinutes: Math.min(a, b), endMinutes: Math.max(a, b) }));
const anyRules = fc.record({
  gridMinutes: fc.constantFrom(...startGridChoices),
  travelMinutes: fc.integer({ min: 0, max: 240 }),
});
const jobMinutes = fc.integer({ min: 1, max: 900 });

describe('grid and buffer properties', () => {
  it('the earliest start is on the grid, free with its buffer, and none earlier is', () => {
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 6 }), jobMinutes, anyRules, (day, job, r) => {
        const start = earliestFreeStartMinutes(day, job, r);
        for (let m = 480; m < (start ?? 960); m += 1) {
          expect(isFreeAt(day, m, job, r)).toBe(false);
        }
        if (start === null) return;
        expect(isOnGrid(start, r.gridMinutes)).toBe(true);
        expect(isFreeAt(day, start, job, r)).toBe(true);
      }),
    );
  });

  it('a free start leaves the travel minutes before every later busy interval', () => {
    fc.assert(
      fc.property(
        fc.array(interval, { maxLength: 6 }),
        jobMinutes,
        anyRules,
        fc.integer({ min: 480, max: 959 }),
        (day, job, r, start) => {
          if (!isFreeAt(day, start, job, r)) return;
          const end = start + Math.min(job, 480);
          for (const b of busyInsideWorkday(day)) {
            if (b.startMinutes >= start)
              expect(b.startMinutes).toBeGreaterThanOrEqual(end + r.travelMinutes);
            else expect(b.endMinutes).toBeLessThanOrEqual(start);
          }
        },
      ),
    );
  });

  it('two jobs whose reserved ranges do not overlap are the travel minutes apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 240 }),
        (a, b, washing, travel) => {
          const time = (slot: number) =>
            `${String(8 + Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`;
          const first = reservedRange('2026-03-29', time(Math.min(a, b)), washing, travel);
          const second = reservedRange('2026-03-29', time(Math.max(a, b)), washing, travel);
          if (a === b || first.end > second.start) return;
          const gap = second.start.getTime() - jobEndOf(first.start, washing).getTime();
          expect(gap).toBeGreaterThanOrEqual(travel * 60_000);
        },
      ),
    );
  });
});
