import {
  HELSINKI_TIME_ZONE,
  helsinkiClockMinutes,
  helsinkiDate,
  helsinkiInstant,
} from '#domain/calendar/helsinki-time.ts';
import { dateTimeFormatOf } from '#domain/locale/intl-locale.ts';

/**
 * Staff type Helsinki wall-clock times whatever the browser's zone: a datetime-local value
 * 'YYYY-MM-DDTHH:mm' is read as Helsinki time, and instants are shown in it.
 */
const wallClockPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** '2026-11-23T10:00' (Helsinki) -> '2026-11-23T08:00:00.000Z'; '' -> undefined (required). */
export function wallClockToInstant(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const match = wallClockPattern.exec(value.trim());
  if (!match) return value; // the schema names it: not an instant
  try {
    return helsinkiInstant(match[1]!, match[2]!).toISOString();
  } catch {
    return value;
  }
}

/** '2026-11-23T08:00:00.000Z' -> '2026-11-23T10:00' on the Helsinki clock. */
export function instantToWallClock(instant: string): string {
  const minutes = Math.floor(helsinkiClockMinutes(instant));
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${helsinkiDate(instant)}T${hh}:${mm}`;
}

/** The Helsinki date and time of an instant as each language writes it: '23.11.2026 klo 10.00'. */
export function formatHelsinkiDateTime(instant: string, language: string): string {
  return dateTimeFormatOf(language === 'en' ? 'en-GB' : 'fi-FI', {
    timeZone: HELSINKI_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}
