import { describe, expect, it } from 'vitest';
import type { CalendarRow, DisabledDate } from '#contracts/calendar.ts';
import { draftsOfDay } from './blocks';
import {
  formatDayRange,
  newTimeOff,
  timeOffEntries,
  timeOffInput,
  timeOffOfDay,
  timeOffProblem,
} from './time-off';

const block = (id: number, start: string, end: string, modifier: string | null = null) =>
  ({
    id,
    start_datetime: start,
    end_datetime: end,
    modifier,
    maintaining_group_id: 3,
  }) satisfies DisabledDate;

const row: CalendarRow = {
  id: 1,
  name: 'Pesijä',
  maintaining_group_id: 3,
  disabled_dates: [
    // A week off, Tue 1.12. 08:00 - Sat 5.12.2026 15:59 Helsinki (+02:00).
    block(20, '2026-12-01T06:00:00.000Z', '2026-12-05T13:59:00.000Z'),
    // One day, 14.12.2026 08:00-15:59.
    block(21, '2026-12-14T06:00:00.000Z', '2026-12-14T13:59:00.000Z'),
    // Leave from midnight to midnight over a month's end, summer time (+03:00).
    block(22, '2027-06-29T21:00:00.000Z', '2027-07-02T21:00:00.000Z'),
    // Hours over two days: Mon 12:00 - Tue 11:59.
    block(23, '2026-12-07T10:00:00.000Z', '2026-12-08T09:59:00.000Z'),
    // The external booking system's, over two days: shown elsewhere, never here.
    block(24, '2026-12-09T06:00:00.000Z', '2026-12-10T13:59:00.000Z', 'KBOT'),
  ],
};

describe('time off in one go', () => {
  it('lists each own block over several days as one entry, with its days counted', () => {
    expect(timeOffEntries(row)).toEqual([
      { id: 20, first: '2026-12-01', last: '2026-12-05', days: 5, hours: null },
      {
        id: 23,
        first: '2026-12-07',
        last: '2026-12-08',
        days: 2,
        hours: { start: '12:00', end: '11:59' },
      },
      { id: 22, first: '2027-06-30', last: '2027-07-02', days: 3, hours: null },
    ]);
  });

  it('leaves a block over several days out of the day editor, so a save never cuts it to a day', () => {
    expect(draftsOfDay(row, '2026-12-01')).toEqual([]);
    expect(draftsOfDay(row, '2026-12-07')).toEqual([]);
    expect(draftsOfDay(row, '2026-12-14')).toHaveLength(1);
  });

  it.each([
    ['2026-11-30', undefined],
    ['2026-12-01', 20],
    ['2026-12-03', 20],
    ['2026-12-05', 20],
    ['2026-12-06', undefined],
    ['2027-07-02', 22],
    ['2027-07-03', undefined],
  ])('finds the time off that covers %s', (day, id) => {
    expect(timeOffOfDay(timeOffEntries(row), day)?.id).toBe(id);
  });

  it.each([
    ['2026-12-01', '2026-12-05', '1.–5.12.2026'],
    ['2026-11-28', '2026-12-03', '28.11.–3.12.2026'],
    ['2026-12-28', '2027-01-03', '28.12.2026–3.1.2027'],
    ['2026-12-14', '2026-12-14', '14.12.2026'],
  ])('writes %s - %s as %s', (first, last, text) => {
    expect(formatDayRange(first, last)).toBe(text);
  });

  it('stores whole days as one block from the first day 08:00 to the last day 15:59, DST included', () => {
    expect(timeOffInput({ ...newTimeOff('2026-12-01'), last: '2026-12-05' }, 'new-1')).toEqual([
      {
        id: 'new-1',
        start_datetime: '2026-12-01T06:00:00.000Z',
        end_datetime: '2026-12-05T13:59:00.000Z',
      },
    ]);
    // From winter time into summer time (29.3.2027).
    expect(timeOffInput({ ...newTimeOff('2027-03-26'), last: '2027-03-31' }, 'new-2')).toEqual([
      {
        id: 'new-2',
        start_datetime: '2027-03-26T06:00:00.000Z',
        end_datetime: '2027-03-31T12:59:00.000Z',
      },
    ]);
    const hours = { ...newTimeOff('2026-12-07'), last: '2026-12-08', isWholeDays: false };
    expect(timeOffInput({ ...hours, start: '12:00', end: '11:59' }, 'new-3')[0]).toMatchObject({
      start_datetime: '2026-12-07T10:00:00.000Z',
      end_datetime: '2026-12-08T09:59:00.000Z',
    });
  });

  it.each([
    [{ first: '', last: '' }, 'time_off_days_missing'],
    [{ first: '2026-12-05', last: '2026-12-01' }, 'time_off_last_before_first'],
    [{ first: '2026-01-01', last: '2027-01-02' }, 'time_off_too_long'],
    [{ first: '2026-01-01', last: '2027-01-01' }, null],
    [{ first: '2026-12-01', last: '2026-12-01' }, null],
    [
      { first: '2026-12-01', last: '2026-12-01', isWholeDays: false, start: '12:00', end: '11:59' },
      'end_before_start',
    ],
    [
      { first: '2026-12-01', last: '2026-12-02', isWholeDays: false, start: '12:00', end: '11:59' },
      null,
    ],
  ])('checks %o: %s', (patch, problem) => {
    expect(timeOffProblem({ ...newTimeOff(null), ...patch })).toBe(problem);
  });
});
