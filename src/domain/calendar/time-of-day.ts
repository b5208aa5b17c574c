/**
 * Times of day as 'HH:mm' (Helsinki wall clock) and as minutes from midnight, plus the
 * working day of decision 021: 08:00-16:00, offered in 17 half-hour slots.
 */
import { DomainError } from '../errors';

/** 'HH:mm', 00:00 to 23:59. */
export type TimeOfDay = string;

export const WORKDAY_START_MINUTES = 8 * 60;
export const WORKDAY_END_MINUTES = 16 * 60;
/** A job longer than this needs only a whole free working day (480 minutes). */
export const WORKDAY_MINUTES = WORKDAY_END_MINUTES - WORKDAY_START_MINUTES;
export const SLOT_MINUTES = 30;
/** Starts before noon are the morning's, from noon on the afternoon's (the time picker). */
export const NOON_MINUTES = 12 * 60;

const pattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** '08:30' -> 510; INVALID_TIME for anything but HH:mm between 00:00 and 23:59. */
export function parseTimeOfDay(time: TimeOfDay): number {
  const match = pattern.exec(time);
  if (!match) throw new DomainError('INVALID_TIME', `not an HH:mm time: ${time}`, { time });
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 510 -> '08:30'; minutes must lie within one day (0-1439). */
export function formatTimeOfDay(minutes: number): TimeOfDay {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new DomainError('INVALID_TIME', `not a minute of the day: ${minutes}`);
  }
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 08:00, 08:30, ..., 16:00: the 17 half-hour slots of the working day. */
export const timeSlots: readonly TimeOfDay[] = Array.from(
  { length: WORKDAY_MINUTES / SLOT_MINUTES + 1 },
  (_, index) => formatTimeOfDay(WORKDAY_START_MINUTES + index * SLOT_MINUTES),
);

/**
 * The last minute before a slot, used as the end of the interval before it:
 * '12:00' -> '11:59'; '00:00' wraps to '23:59'.
 */
export function endTimeForSlot(slot: TimeOfDay): TimeOfDay {
  const minutesPerDay = 24 * 60;
  return formatTimeOfDay((parseTimeOfDay(slot) - 1 + minutesPerDay) % minutesPerDay);
}

/** Which half of the day a start belongs to: 'morning' before 12:00, else 'afternoon'. */
export const partOfDay = (time: TimeOfDay): 'morning' | 'afternoon' =>
  parseTimeOfDay(time) < NOON_MINUTES ? 'morning' : 'afternoon';
