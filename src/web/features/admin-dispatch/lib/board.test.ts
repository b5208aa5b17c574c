import { describe, expect, it } from 'vitest';
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { formatTimeOfDay } from '#domain/calendar/time-of-day.ts';
import {
  canMove,
  jobMinutes,
  minutesAtFraction,
  placement,
  startMinutesOn,
  stepTarget,
  targetInstant,
  freeStarts,
} from './board';

const date = '2026-12-01';
const job = (orderId: number, start: string, end: string): DispatchJob => ({
  orderId,
  reference: `ref${orderId}`,
  start: `${date}T${start}:00+02:00`,
  end: `${date}T${end}:00+02:00`,
  status: 'confirmed',
  customer: { name: 'A', phone: '1' },
  address: { street: 'S', postalCode: '00100', city: 'H', message: null },
  items: [],
  progress: null,
  noteForWasher: null,
});
const day: DispatchDay = {
  date,
  washers: [
    {
      id: 1,
      name: 'Eka',
      jobs: [job(10, '08:00', '10:00'), job(11, '12:00', '13:00')],
      blocks: [],
    },
    {
      id: 2,
      name: 'Toka',
      jobs: [],
      // An office block ending 13:59 lasts until the 14:00 slot, as the server reads it.
      blocks: [{ start: `${date}T12:00:00+02:00`, end: `${date}T13:59:00+02:00`, modifier: null }],
    },
    { id: 3, name: 'Kolmas', jobs: [], blocks: [] },
  ],
};
const moving = day.washers[0]!.jobs[0]!;

describe('the board', () => {
  it('places ranges on the 08-16 axis in percent, clipped', () => {
    expect(placement(moving, date)).toEqual({ left: 0, width: 25 });
    expect(
      placement({ start: `${date}T06:00:00+02:00`, end: `${date}T09:00:00+02:00` }, date),
    ).toEqual({
      left: 0,
      width: 12.5,
    });
    expect(
      placement({ start: `${date}T17:00:00+02:00`, end: `${date}T18:00:00+02:00` }, date),
    ).toBeNull();
    expect(placement(moving, '2026-12-02')).toBeNull();
  });

  it('reads lengths and starts in Helsinki minutes', () => {
    expect(jobMinutes(moving)).toBe(120);
    expect(startMinutesOn(day.washers[0]!.jobs[1]!, date)).toBe(12 * 60);
    expect(targetInstant(date, 9 * 60 + 15)).toBe('2026-12-01T07:15:00.000Z');
    expect(targetInstant('2027-06-15', 8 * 60)).toBe('2027-06-15T05:00:00.000Z');
  });

  it('snaps a drop to 15 minutes inside the axis', () => {
    expect(minutesAtFraction(0)).toBe(480);
    expect(minutesAtFraction(0.5)).toBe(720);
    expect(minutesAtFraction(0.51)).toBe(720 + 0);
    expect(minutesAtFraction(0.53)).toBe(735);
    expect(minutesAtFraction(2)).toBe(960);
  });

  it.each([
    ['later the same day, free', 1, 10 * 60, true],
    ['onto its own old time (itself is left out)', 1, 9 * 60, true],
    ['over the other job', 1, 11 * 60 + 30, false],
    ['ending just as the other job starts', 1, 10 * 60, true],
    ['before 08:00', 1, 7 * 60 + 45, false],
    ['past 16:00', 1, 14 * 60 + 15, false],
    ['ending at 16:00', 3, 14 * 60, true],
    ["over another washer's block (till the 14:00 slot)", 2, 12 * 60 + 30, false],
    ['right after that block', 2, 14 * 60, true],
    ['ending as that block starts', 2, 10 * 60, true],
    ['to no such washer', 9, 10 * 60, false],
  ])('a move %s: %s', (_, washerId, startMinutes, expected) => {
    expect(canMove(day, moving, { washerId, startMinutes })).toBe(expected);
  });

  it('keeps the washer’s travel minutes after each job (decision 051), off the grid allowed', () => {
    const withTravel: DispatchDay = {
      ...day,
      washers: day.washers.map((w) => (w.id === 1 ? { ...w, travelMinutes: 30 } : w)),
    };
    // Eka's other job is 12:00-13:00; the moved job lasts two hours.
    expect(canMove(withTravel, moving, { washerId: 1, startMinutes: 10 * 60 })).toBe(false);
    expect(canMove(withTravel, moving, { washerId: 1, startMinutes: 9 * 60 + 30 })).toBe(true);
    expect(canMove(withTravel, moving, { washerId: 1, startMinutes: 13 * 60 + 20 })).toBe(false);
    expect(canMove(withTravel, moving, { washerId: 1, startMinutes: 13 * 60 + 37 })).toBe(true);
  });

  it('offers the free 15-minute starts of a washer, exactly where canMove allows', () => {
    const hours = (list: number[]) => list.map((m) => formatTimeOfDay(m));
    // Eka: its other job 12:00-13:00; the moved job lasts two hours and leaves itself out.
    expect(hours(freeStarts(day, moving, 1))).toEqual([
      ...['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30', '09:45', '10:00'],
      ...['13:00', '13:15', '13:30', '13:45', '14:00'],
    ]);
    // Toka: blocked 12:00 until the 14:00 slot.
    expect(hours(freeStarts(day, moving, 2))).toEqual([
      ...['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30', '09:45', '10:00'],
      '14:00',
    ]);
    for (const washerId of [1, 2, 3]) {
      for (const startMinutes of freeStarts(day, moving, washerId)) {
        expect(canMove(day, moving, { washerId, startMinutes })).toBe(true);
      }
    }
    const allDay: DispatchJob = job(12, '08:00', '16:00');
    expect(freeStarts(day, allDay, 1)).toEqual([]);
    expect(hours(freeStarts(day, allDay, 3))).toEqual(['08:00']);
  });

  it('steps with the arrow keys: 15 minutes, or a washer up or down, within bounds', () => {
    const at = { washerId: 1, startMinutes: 480 };
    expect(stepTarget(day, at, 'ArrowRight')).toEqual({ washerId: 1, startMinutes: 495 });
    expect(stepTarget(day, at, 'ArrowLeft')).toEqual(at);
    expect(stepTarget(day, at, 'ArrowDown')).toEqual({ washerId: 2, startMinutes: 480 });
    expect(stepTarget(day, at, 'ArrowUp')).toEqual(at);
    expect(stepTarget(day, { washerId: 3, startMinutes: 945 }, 'ArrowRight')).toEqual({
      washerId: 3,
      startMinutes: 945,
    });
  });
});
