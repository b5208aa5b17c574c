import { describe, expect, it } from 'vitest';
import type { CalendarRow } from '#contracts/calendar.ts';
import {
  blockedDays,
  draftsOfDay,
  endTimes,
  formatBlockTime,
  isValidDraft,
  newDraft,
  startTimes,
  toSaveInput,
} from './blocks';

const row: CalendarRow = {
  id: 1,
  name: 'Pesijä',
  maintaining_group_id: 3,
  disabled_dates: [
    // 2026-12-14 08:00-15:59 Helsinki (winter time, +02:00), entered by staff.
    {
      id: 10,
      start_datetime: '2026-12-14T06:00:00.000Z',
      end_datetime: '2026-12-14T13:59:00.000Z',
      modifier: null,
      maintaining_group_id: 3,
    },
    // External booking system, 2026-12-15 08:00-11:59.
    {
      id: 11,
      start_datetime: '2026-12-15T06:00:00.000Z',
      end_datetime: '2026-12-15T09:59:00.000Z',
      modifier: 'KBOT',
      maintaining_group_id: 3,
    },
    // Three days of leave, summer time: 2027-06-07 00:00 to 2027-06-10 00:00 (+03:00).
    {
      id: 12,
      start_datetime: '2027-06-06T21:00:00.000Z',
      end_datetime: '2027-06-09T21:00:00.000Z',
      modifier: null,
      maintaining_group_id: 3,
    },
  ],
};

describe('the blocking page helpers', () => {
  it('offers 17 start slots 08:00-16:00 and ends one minute before a slot', () => {
    expect(startTimes).toHaveLength(17);
    expect(startTimes[0]).toBe('08:00');
    expect(startTimes.at(-1)).toBe('16:00');
    expect(endTimes[0]).toBe('08:29');
    expect(endTimes.at(-1)).toBe('15:59');
  });

  it('marks every Helsinki day a block touches, the external ones too', () => {
    expect([...blockedDays(row)].sort()).toEqual([
      '2026-12-14',
      '2026-12-15',
      '2027-06-07',
      '2027-06-08',
      '2027-06-09',
    ]);
  });

  it("edits only the row's own blocks of the day, in Helsinki time", () => {
    expect(draftsOfDay(row, '2026-12-14')).toEqual([
      { id: 10, day: '2026-12-14', start: '08:00', end: '15:59' },
    ]);
    expect(draftsOfDay(row, '2026-12-15')).toEqual([]);
  });

  it('starts a new block at 08:00-15:59 with a temporary id, and saves times with the offset of the day', () => {
    const draft = newDraft('2027-06-08');
    expect(draft).toMatchObject({ day: '2027-06-08', start: '08:00', end: '15:59' });
    expect(String(draft.id)).toMatch(/^new-/);
    expect(toSaveInput([draft])).toEqual([
      {
        id: draft.id,
        start_datetime: '2027-06-08T05:00:00.000Z',
        end_datetime: '2027-06-08T12:59:00.000Z',
      },
    ]);
    expect(isValidDraft({ ...draft, start: '12:00', end: '11:59' })).toBe(false);
  });

  it('writes block times as DD.MM.YYYY HH:mm:ss', () => {
    expect(formatBlockTime('2026-12-15T09:59:00.000Z')).toBe('15.12.2026 11:59:00');
  });
});
