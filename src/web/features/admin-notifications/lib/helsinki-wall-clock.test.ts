import { describe, expect, it } from 'vitest';
import { instantToWallClock, wallClockToInstant } from './helsinki-wall-clock';

describe('Helsinki wall clock of the notification form', () => {
  it.each([
    ['2026-11-23T10:00', '2026-11-23T08:00:00.000Z'], // winter, +02:00
    ['2026-07-01T10:00', '2026-07-01T07:00:00.000Z'], // summer, +03:00
    ['2026-03-29T02:59', '2026-03-29T00:59:00.000Z'], // just before the spring change
    ['2026-03-29T04:00', '2026-03-29T01:00:00.000Z'], // just after it
    ['2026-12-31T23:59', '2026-12-31T21:59:00.000Z'], // year end
    ['2026-11-23T10:00:00', '2026-11-23T08:00:00.000Z'], // seconds from some browsers
  ])('%s Helsinki is %s', (wall, instant) => {
    expect(wallClockToInstant(wall)).toBe(instant);
    expect(instantToWallClock(instant)).toBe(wall.slice(0, 16));
  });

  it('an empty value is missing; anything else unreadable goes on for the schema to name', () => {
    expect(wallClockToInstant('')).toBeUndefined();
    expect(wallClockToInstant('  ')).toBeUndefined();
    expect(wallClockToInstant('23.11.2026')).toBe('23.11.2026');
    expect(wallClockToInstant('2026-02-30T10:00')).toBe('2026-02-30T10:00');
  });

  it('shows an instant on the Helsinki clock whatever the zone', () => {
    expect(instantToWallClock('2026-10-25T00:30:00Z')).toBe('2026-10-25T03:30');
    expect(instantToWallClock('2026-10-25T01:30:00Z')).toBe('2026-10-25T03:30'); // autumn: 03:30 twice
  });
});
