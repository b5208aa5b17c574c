/**
 * The external booking system's busy times (the specification's KBOT blocks). It sends a
 * washer calendar's whole list; the list replaces the calendar's KBOT blocks at once, and
 * the customers' availability follows on the next read (the calendar counters' triggers,
 * decisions 022 and 033). Office blocks of the calendar are left alone.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { KbotBlocksInput } from '#contracts/kbot.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { findCalendar, replaceExternalBlocks } from './kbot.repository';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an Authorization header carries the bearer token. Both sides are hashed first, so
 * the comparison takes the same time whatever the length or the first wrong character.
 */
export function isBearer(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

export function createKbotService(db: Database, token: string | undefined) {
  return {
    /** Refuses the call unless the route is on and the caller holds the token. */
    authorize(header: string | undefined): void {
      if (token === undefined) throw notFound('route');
      if (!isBearer(header, token)) throw new AppError('UNAUTHORIZED', 'wrong KBOT token');
    },

    async replaceBlocks(calendarId: number, blocks: KbotBlocksInput) {
      const calendar = await findCalendar(db, calendarId);
      if (!calendar) throw notFound(`calendar ${calendarId}`);
      await replaceExternalBlocks(
        db,
        calendar,
        blocks.map((b) => ({
          externalId: b.externalId,
          start: new Date(b.start),
          end: new Date(b.end),
        })),
      );
      return { replaced: blocks.length };
    },
  };
}
export type KbotService = ReturnType<typeof createKbotService>;
