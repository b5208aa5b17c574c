/**
 * An instant written as ISO 8601 with the Helsinki offset of that moment
 * ('2026-12-01T08:00:00+02:00'): what the dispatch board and the calendar feed show.
 */
import { helsinkiClockMinutes, helsinkiDate, toInstant, type InstantInput } from './helsinki-time';

const pad = (n: number) => String(n).padStart(2, '0');

export function helsinkiIsoString(input: InstantInput): string {
  const instant = toInstant(input);
  const ms = instant.getTime();
  const wholeSeconds = Math.floor(ms / 1000) * 1000;
  const minutes = helsinkiClockMinutes(wholeSeconds === ms ? instant : new Date(wholeSeconds));
  const date = helsinkiDate(instant);
  const clock = Math.round(minutes * 60);
  const hours = Math.floor(clock / 3600);
  const mins = Math.floor((clock % 3600) / 60);
  const secs = clock % 60;
  // The offset: the wall clock's distance from UTC, in whole minutes.
  const wallMs = Date.parse(`${date}T00:00:00Z`) + clock * 1000;
  const offset = Math.round((wallMs - wholeSeconds) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${pad(hours)}:${pad(mins)}:${pad(secs)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
