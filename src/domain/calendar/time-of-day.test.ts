import { describe, expect, it } from 'vitest';
import {
  endTimeForSlot,
  formatTimeOfDay,
  parseTimeOfDay,
  partOfDay,
  timeSlots,
  WORKDAY_END_MINUTES,
  WORKDAY_MINUTES,
  WORKDAY_START_MINUTES,
} from './time-of-day';

describe('the working day', () => {
  it('runs 08:00-16:00, 480 minutes', () => {
    expect([WORKDAY_START_MINUTES, WORKDAY_END_MINUTES, WORKDAY_MINUTES]).toEqual([480, 960, 480]);
  });

  it('has 17 half-hour slots from 08:00 to 16:00', () => {
    expect(timeSlots).toHaveLength(17);
    expect(timeSlots[0]).toBe('08:00');
    expect(timeSlots[1]).toBe('08:30');
    expect(timeSlots[8]).toBe('12:00');
    expect(timeSlots.at(-1)).toBe('16:00');
  });
});

describe('endTimeForSlot', () => {
  it.each([
    ['12:00', '11:59'],
    ['08:00', '07:59'],
    ['08:30', '08:29'],
    ['16:00', '15:59'],
    ['00:00', '23:59'],
  ])('%s -> %s', (slot, end) => {
    expect(endTimeForSlot(slot)).toBe(end);
  });
});

describe('parse and format', () => {
  it.each([
    ['00:00', 0],
    ['08:00', 480],
    ['09:59', 599],
    ['16:00', 960],
    ['23:59', 1439],
  ])('%s is minute %s', (time, minutes) => {
    expect(parseTimeOfDay(time)).toBe(minutes);
    expect(formatTimeOfDay(minutes)).toBe(time);
  });

  it.each(['24:00', '8:00', '12:60', '12.00', '', '12:00:00'])('refuses %s', (time) => {
    expect(() => parseTimeOfDay(time)).toThrow(expect.objectContaining({ code: 'INVALID_TIME' }));
  });

  it.each([-1, 1440, 10.5])('refuses minute %s', (minutes) => {
    expect(() => formatTimeOfDay(minutes)).toThrow(
      expect.objectContaining({ code: 'INVALID_TIME' }),
    );
  });
});

describe('partOfDay', () => {
  it.each([
    ['08:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['15:45', 'afternoon'],
  ])('%s is the %s', (time, part) => {
    expect(partOfDay(time)).toBe(part);
  });
});
