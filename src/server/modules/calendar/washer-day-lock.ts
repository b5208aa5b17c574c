/**
 * The lock of a washer's day for a move (decision 045). A move takes the lock of its new
 * day before it frees the old time: freeing bumps the washer's calendar version (a row
 * lock), and a second move waiting for the day's lock while holding that row would
 * deadlock with the first. reserveWasherTime takes the same lock again (it is re-entrant).
 */
import type { LocalDate } from '#domain/calendar/local-date.ts';
import type { Database } from '#server/db/client.ts';
import { lockWasherDay } from './calendar.repository';

const dayMs = 86_400_000;

export async function lockWasherDayForMove(db: Database, washerId: number, date: LocalDate) {
  await lockWasherDay(db, washerId, Date.parse(`${date}T00:00:00Z`) / dayMs);
}
