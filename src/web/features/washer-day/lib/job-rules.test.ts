import { describe, expect, it } from 'vitest';
import type { MyJob } from '#contracts/washer-day.ts';
import { byDay, canAddPhoto, stepsAllowed } from './job-rules';

const job = (patch: Partial<MyJob> = {}) =>
  ({
    orderId: 1,
    start: '2026-11-23T08:00:00+02:00',
    status: 'confirmed',
    progress: null,
    ...patch,
  }) as MyJob;

describe('stepsAllowed', () => {
  it.each([
    ['before the job day', job(), '2026-11-22', []],
    ['on the day, nothing yet', job(), '2026-11-23', ['on_the_way', 'started', 'done', 'not_done']],
    [
      'after the day, still open',
      job(),
      '2026-11-24',
      ['on_the_way', 'started', 'done', 'not_done'],
    ],
    ['on the way', job({ progress: 'on_the_way' }), '2026-11-23', ['started', 'done', 'not_done']],
    ['started', job({ progress: 'started' }), '2026-11-23', ['done', 'not_done']],
    ['done', job({ progress: 'done' }), '2026-11-23', []],
    ['not done', job({ progress: 'not_done' }), '2026-11-23', []],
    ['cancelled', job({ status: 'cancelled' }), '2026-11-23', []],
    ['needs a new time', job({ status: 'needs_new_time' }), '2026-11-23', []],
    ['marked done by the office', job({ status: 'done' }), '2026-11-23', []],
  ])('%s', (_, j, today, steps) => {
    expect(stepsAllowed(j, today)).toEqual(steps);
  });

  it('takes the job day on the Helsinki clock: 23:30 UTC is the next day there', () => {
    const late = job({ start: '2026-11-22T23:30:00Z' });
    expect(stepsAllowed(late, '2026-11-22')).toEqual([]);
    expect(stepsAllowed(late, '2026-11-23')).toContain('started');
  });
});

describe('canAddPhoto', () => {
  it('from the job day on, also after done, never when cancelled', () => {
    expect(canAddPhoto(job(), '2026-11-22')).toBe(false);
    expect(canAddPhoto(job({ progress: 'done' }), '2026-11-23')).toBe(true);
    expect(canAddPhoto(job({ status: 'cancelled' }), '2026-11-23')).toBe(false);
  });
});

describe('byDay', () => {
  it('groups by Helsinki day in time order', () => {
    const groups = byDay([
      job({ orderId: 3, start: '2026-11-24T10:00:00+02:00' }),
      job({ orderId: 2, start: '2026-11-23T12:00:00+02:00' }),
      job({ orderId: 1, start: '2026-11-23T08:00:00+02:00' }),
    ]);
    expect(groups.map((g) => [g.day, g.jobs.map((j) => j.orderId)])).toEqual([
      ['2026-11-23', [1, 2]],
      ['2026-11-24', [3]],
    ]);
  });
});
