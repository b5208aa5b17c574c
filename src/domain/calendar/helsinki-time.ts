/**
 * The bridge between instants and Helsinki wall-clock time (decision 006: all calendar
 * logic runs in Europe/Helsinki whatever the process zone). @date-fns/tz's TZDateMini (a
 * TZDate without the formatters, so lighter in a bundle) reads and builds dates in the
 * named zone, daylight saving time included; its getters answer in Helsinki time.
 */
import { TZDateMini } from '@date-fns/tz';
import { DomainError } from '../errors';
import type { LocalDate } from './local-date';
import { formatLocalDate, parseLocalDate } from './local-date';
import type { TimeOfDay } from './time-of-day';
import { parseTimeOfDay } from './time-of-day';

export const HELSINKI_TIME_ZONE = 'Europe/Helsinki';

/** An instant as a Date or as an ISO 8601 string with offset ('2026-03-29T08:00:00+03:00'). */
export type InstantInput = Date | string;

/** A valid Date for the input; INVALID_INSTANT for unparsable strings or invalid Dates. */
export function toInstant(input: InstantInput): Date {
  const date = typeof input === 'string' ? new Date(input) : new Date(input.getTime());
  if (Number.isNaN(date.getTime())) {
    throw new DomainError('INVALID_INSTANT', `not an instant: ${String(input)}`);
  }
  return date;
}

const HOUR_MS = 3_600_000;
const offsets = new Map<number, number>();
const maxRememberedHours = 200_000;

function offsetAt(ms: number): number {
  const t = new TZDateMini(ms, HELSINKI_TIME_ZONE);
  const wall = Date.UTC(
    t.getFullYear(),
    t.getMonth(),
    t.getDate(),
    t.getHours(),
    t.getMinutes(),
    t.getSeconds(),
    t.getMilliseconds(),
  );
  return wall - ms;
}

/** 01:00 UTC on the last Sunday of `month` (1-12) of `year`, in ms. */
function lastSundayAt0100Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Since 1996 Finnish clocks follow the EU's rule (below); before, the database answers. */
const euRuleSince = Date.UTC(1996, 0, 1);

/**
 * Helsinki's offset from UTC in ms at an instant. Since 1996 it is the EU's rule: summer
 * time (UTC+3) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday
 * of October, else UTC+2. It is computed, not looked up (decision 098): a browser's first
 * lookup in the time-zone database loads ICU's zone data, tens of milliseconds of a
 * customer page's start on a phone. The tests compare the two at every change from 1996 to
 * 2099 and at random instants, so a change of Finland's rule in the database Node carries
 * fails them. Earlier instants are looked up once per UTC hour and remembered; an hour
 * whose two ends disagree (none since 1921) is never remembered.
 */
function helsinkiOffsetMs(ms: number): number {
  if (ms >= euRuleSince) {
    const year = new Date(ms).getUTCFullYear();
    const isSummer = ms >= lastSundayAt0100Utc(year, 3) && ms < lastSundayAt0100Utc(year, 10);
    return (isSummer ? 3 : 2) * HOUR_MS;
  }
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const offset = offsetAt(hour * HOUR_MS);
  if (offset === offsetAt(hour * HOUR_MS + HOUR_MS - 1)) {
    if (offsets.size >= maxRememberedHours) offsets.clear();
    offsets.set(hour, offset);
    return offset;
  }
  return offsetAt(ms);
}

/** The Helsinki wall clock of an instant, as a Date whose UTC fields show it. */
const wallClock = (input: InstantInput): Date => {
  const ms = toInstant(input).getTime();
  return new Date(ms + helsinkiOffsetMs(ms));
};

/** The Helsinki calendar date of an instant. */
export function helsinkiDate(instant: InstantInput): LocalDate {
  const t = wallClock(instant);
  return formatLocalDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The Helsinki clock's hour (0-23) at an instant. */
export function helsinkiHour(instant: InstantInput): number {
  return wallClock(instant).getUTCHours();
}

/** Minutes since midnight on the Helsinki wall clock, with seconds as a fraction. */
export function helsinkiClockMinutes(instant: InstantInput): number {
  const t = wallClock(instant);
  return (
    t.getUTCHours() * 60 +
    t.getUTCMinutes() +
    t.getUTCSeconds() / 60 +
    t.getUTCMilliseconds() / 60_000
  );
}

/**
 * The instant at which Helsinki clocks show the given date and time. A time that the
 * spring change skips (03:00-03:59 on the last Sunday of March) comes out an hour later;
 * working hours never fall there.
 */
export function helsinkiInstant(date: LocalDate, time: TimeOfDay = '00:00'): Date {
  const { year, month, day } = parseLocalDate(date);
  const minutes = parseTimeOfDay(time);
  const t = new TZDateMini(
    year,
    month - 1,
    day,
    Math.floor(minutes / 60),
    minutes % 60,
    HELSINKI_TIME_ZONE,
  );
  return new Date(t.getTime());
}
