/** Shared by the availability answer and the server's re-check (calendar-reserve.ts). */
import { blockBusyRange, helsinkiDayStartMs } from '#domain/calendar/busy-interval.ts';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import type { BusyRange } from './calendar.repository';

/** The instants that bound the Helsinki dates first..last (both included). */
export const windowOf = (first: LocalDate, last: LocalDate) => ({
  from: new Date(helsinkiDayStartMs(first)),
  to: new Date(helsinkiDayStartMs(addDays(last, 1))),
});

/** A block lasts until the slot after its stored end (blockBusyRange); a reservation as stored. */
export const busyTime = (range: BusyRange) =>
  range.kind === 'block' ? blockBusyRange(range) : range;
