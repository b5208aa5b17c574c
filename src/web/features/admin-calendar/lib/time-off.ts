import type { CalendarRow, DisabledDate } from '#contracts/calendar.ts';
import {
  helsinkiClockMinutes,
  helsinkiDate,
  helsinkiInstant,
} from '#domain/calendar/helsinki-time.ts';
import { datesBetween } from '#domain/calendar/local-date.ts';
import { formatTimeOfDay } from '#domain/calendar/time-of-day.ts';
import { isExternal, isMultiDay, lastDayOf } from './blocks';

/**
 * Time off in one go (issue 24 point 9): a block over several days is one stored block from
 * the first day's start to the last day's end. The nights inside it do not matter to
 * availability (jobs are 08:00-16:00), so one row keeps every day of it unavailable and
 * is removed as one. Whole days run 08:00-15:59, as a single day's block does (decision 028).
 */
export interface TimeOffDraft {
  first: string;
  last: string;
  isWholeDays: boolean;
  /** On the first day, when not whole days. */
  start: string;
  /** On the last day, when not whole days. */
  end: string;
}

export const dayStart = '08:00';
export const dayEnd = '15:59';
/** The server refuses a block longer than a year (decision 028). */
const maxDays = 366;

const firstDayOf = (block: DisabledDate) => helsinkiDate(block.start_datetime);
const hhmm = (instant: string) => formatTimeOfDay(Math.floor(helsinkiClockMinutes(instant)));

export function newTimeOff(day: string | null): TimeOffDraft {
  return { first: day ?? '', last: day ?? '', isWholeDays: true, start: dayStart, end: dayEnd };
}

/** Why the draft cannot be saved, as a message key, or null. */
export function timeOffProblem(draft: TimeOffDraft): string | null {
  if (!draft.first || !draft.last) return 'time_off_days_missing';
  if (draft.last < draft.first) return 'time_off_last_before_first';
  if (datesBetween(draft.first, draft.last).length > maxDays) return 'time_off_too_long';
  if (!draft.isWholeDays && draft.first === draft.last && draft.end <= draft.start) {
    return 'end_before_start';
  }
  return null;
}

/** The POST calendar/{calendarId} body: one new block (the route is unchanged). */
export function timeOffInput(draft: TimeOffDraft, id: string) {
  const start = draft.isWholeDays ? dayStart : draft.start;
  const end = draft.isWholeDays ? dayEnd : draft.end;
  return [
    {
      id,
      start_datetime: helsinkiInstant(draft.first, start).toISOString(),
      end_datetime: helsinkiInstant(draft.last, end).toISOString(),
    },
  ];
}

export interface TimeOffEntry {
  id: number;
  first: string;
  last: string;
  days: number;
  /** 'HH:mm' on the first and last day; null for whole days. */
  hours: { start: string; end: string } | null;
}

/** The calendar's own blocks over several days, as one entry each, earliest first. */
export function timeOffEntries(row: CalendarRow): TimeOffEntry[] {
  return row.disabled_dates
    .filter((b) => !isExternal(b) && typeof b.id === 'number' && isMultiDay(b))
    .map((b) => {
      const start = hhmm(b.start_datetime);
      const end = hhmm(b.end_datetime);
      const first = firstDayOf(b);
      const last = lastDayOf(b);
      const isWhole = start <= dayStart && (end >= dayEnd || end === '00:00');
      return {
        id: b.id as number,
        first,
        last,
        days: datesBetween(first, last).length,
        hours: isWhole ? null : { start, end },
      };
    })
    .sort((a, b) => a.first.localeCompare(b.first) || a.id - b.id);
}

/** The entry that covers the day, if any. */
export const timeOffOfDay = (entries: readonly TimeOffEntry[], day: string) =>
  entries.find((e) => e.first <= day && day <= e.last);

const parts = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
};

/** '1.–5.12.2026', '28.11.–3.12.2026' or '28.12.2026–3.1.2027' (Finnish numeric dates). */
export function formatDayRange(first: string, last: string): string {
  const a = parts(first);
  const b = parts(last);
  const end = `${b.d}.${b.m}.${b.y}`;
  if (first === last) return end;
  if (a.y !== b.y) return `${a.d}.${a.m}.${a.y}–${end}`;
  if (a.m !== b.m) return `${a.d}.${a.m}.–${end}`;
  return `${a.d}.–${end}`;
}
