import { externalBlockModifier, type CalendarRow, type DisabledDate } from '#contracts/calendar.ts';
import {
  HELSINKI_TIME_ZONE,
  helsinkiClockMinutes,
  helsinkiDate,
  helsinkiInstant,
} from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { endTimeForSlot, formatTimeOfDay, timeSlots } from '#domain/calendar/time-of-day.ts';
import { dateTimeFormatOf } from '#domain/locale/intl-locale.ts';

/**
 * A block as the page edits it: one Helsinki day, a start slot and an end one minute
 * before a slot (admin spec sections 4, 5 and 9). Saved blocks keep their numeric id;
 * new ones get a temporary 'new-' id until saved.
 */
export interface BlockDraft {
  id: number | string;
  day: string;
  start: string;
  end: string;
}

/** 08:00 ... 16:00, the start choices. */
export const startTimes = timeSlots;
/** 07:59 is no end: the end choices are one minute before 08:30 ... 16:00. */
export const endTimes = timeSlots.slice(1).map(endTimeForSlot);

export const isExternal = (block: DisabledDate) => block.modifier === externalBlockModifier;

/** 'HH:mm' of an instant on the Helsinki clock. */
const hhmm = (instant: string) => formatTimeOfDay(Math.floor(helsinkiClockMinutes(instant)));

/** Helsinki days the blocks of the row touch (for marking the calendar). */
export function blockedDays(row: CalendarRow): Set<string> {
  const days = new Set<string>();
  for (const block of row.disabled_dates) {
    let day = helsinkiDate(block.start_datetime);
    const last = helsinkiDate(new Date(new Date(block.end_datetime).getTime() - 1));
    for (let i = 0; day <= last && i < 400; i++) {
      days.add(day);
      day = addDays(day, 1);
    }
  }
  return days;
}

/** The last Helsinki day a block touches (an end at midnight belongs to the day before). */
export const lastDayOf = (block: DisabledDate) =>
  helsinkiDate(new Date(new Date(block.end_datetime).getTime() - 1));

/** Does the block cover more than one Helsinki day (time off, issue 24 point 9)? */
export const isMultiDay = (block: DisabledDate) =>
  helsinkiDate(block.start_datetime) !== lastDayOf(block);

/**
 * The row's own (editable) blocks within the day, as drafts. A block over several days is
 * time off (time-off.ts): edited there as one, never cut to a day here.
 */
export function draftsOfDay(row: CalendarRow, day: string): BlockDraft[] {
  return row.disabled_dates
    .filter((b) => !isExternal(b) && !isMultiDay(b) && helsinkiDate(b.start_datetime) === day)
    .map((b) => ({ id: b.id, day, start: hhmm(b.start_datetime), end: hhmm(b.end_datetime) }));
}

let counter = 0;
/** A new block on the day: 08:00-15:59 (admin spec section 4). */
export function newDraft(day: string): BlockDraft {
  counter += 1;
  return { id: `new-${Date.now()}-${counter}`, day, start: '08:00', end: '15:59' };
}

export const isValidDraft = (draft: BlockDraft) => draft.end > draft.start;

/** The POST calendar/{calendarId} body of the drafts. */
export function toSaveInput(drafts: readonly BlockDraft[]) {
  return drafts.map((d) => ({
    id: d.id,
    start_datetime: helsinkiInstant(d.day, d.start).toISOString(),
    end_datetime: helsinkiInstant(d.day, d.end).toISOString(),
  }));
}

/** 'DD.MM.YYYY HH:mm:ss' in Helsinki time (admin spec section 9). */
export function formatBlockTime(instant: string): string {
  const parts = dateTimeFormatOf('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: HELSINKI_TIME_ZONE,
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
