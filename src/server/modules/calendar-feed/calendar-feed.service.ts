/**
 * The washers' calendar feeds (issue 14): a secret address per washer that a phone
 * calendar subscribes to. Only the secret's SHA-256 is stored; a new secret replaces it,
 * so the old address stops working at once.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { addDays } from '#domain/calendar/local-date.ts';
import { helsinkiDate, helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { DispatchService } from '../dispatch/dispatch.service';
import { findWasherFeed, setWasherFeedHash } from './calendar-feed.repository';
import { jobsCalendar } from './calendar-feed.ics';

/** The feed shows jobs from this many days back to a year ahead. */
const PAST_DAYS = 30;
const FUTURE_DAYS = 366;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function createCalendarFeedService(options: {
  db: Database;
  clock: Clock;
  dispatch: DispatchService;
  publicUrl: string;
}) {
  const { db, clock, dispatch, publicUrl } = options;
  const host = new URL(publicUrl).host;

  return {
    /** A new secret (256 random bits) for the washer's feed; answers its address. */
    async newSecret(washerId: number): Promise<{ url: string }> {
      const secret = randomBytes(32).toString('base64url');
      const isSet = await setWasherFeedHash(db, washerId, sha256(secret).toString('hex'));
      if (!isSet) throw notFound(`washer ${washerId}`);
      return { url: `${publicUrl}/api/calendar-feed/${washerId}/${secret}.ics` };
    },

    /** The feed, or NOT_FOUND for an unknown washer, no feed, or a wrong or old secret. */
    async feed(washerId: number, secretParam: string): Promise<string> {
      const secret = secretParam.replace(/\.ics$/, '');
      const washer = await findWasherFeed(db, washerId);
      const given = sha256(secret);
      const stored = Buffer.from(washer?.icsSecretHash ?? '', 'hex');
      const isKnown =
        washer !== undefined && stored.length === given.length && timingSafeEqual(stored, given);
      if (!isKnown) throw notFound('calendar feed');
      const today = helsinkiDate(clock.now());
      const jobs = await dispatch.washerJobs(
        washerId,
        helsinkiInstant(addDays(today, -PAST_DAYS)),
        helsinkiInstant(addDays(today, FUTURE_DAYS)),
      );
      return jobsCalendar(jobs, { washerName: washer.name, host, now: clock.now() });
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
