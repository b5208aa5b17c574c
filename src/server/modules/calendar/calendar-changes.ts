/**
 * How a process's availability caches learn of changes (decision 033):
 *
 * - its own writes, before the answer of the request that made them is sent: every /api
 *   request drops the cached counters in onSend, whatever route it is, unless the route
 *   declares itself a pure availability read (`config: { isCalendarRead: true }`) or names
 *   a public cache policy (`publicCacheControl`: an answer caches may keep is a read, such
 *   as the price configuration and the notices every page asks for). A new route that
 *   writes is covered without knowing of this; one that only reads costs one counters
 *   query for the next availability answer.
 * - other processes' writes, and its own background work (expiry, late payments): NOTIFY
 *   calendar_changed from the triggers of migration 0009, on a LISTEN connection of its own.
 *   No request here waits for those: the new counters and the changed washers' copies are
 *   read in the background, and answers move to them once read (decision 083). While that
 *   connection is down the counters are read for every answer.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OpenedDatabase } from '#server/db/client.ts';
import { listenForCalendarChanges } from './calendar.repository';
import type { CalendarService } from './calendar.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route only reads availability: its answer does not drop the calendar's counters. */
    isCalendarRead?: boolean;
  }
}

/** Registers the read-your-writes hook on the /api scope; call it before its routes. */
export function dropCountersAfterEveryRequest(app: FastifyInstance, calendar: CalendarService) {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const config = request.routeOptions.config;
    // A route whose answer caches may keep (a public cache policy) is a read by its nature.
    if (!config?.isCalendarRead && config?.publicCacheControl === undefined) {
      calendar.dropCounters();
    }
    done(null, payload);
  });
}

/** Listens for other processes' changes until the app closes. */
export function followCalendarChanges(
  app: FastifyInstance,
  database: OpenedDatabase,
  calendar: CalendarService,
  log: FastifyBaseLogger,
) {
  let wasLost = false;
  const listening = listenForCalendarChanges(database, {
    onNotify: () => void calendar.refreshCounters(),
    onListening: () => {
      if (wasLost) log.info('calendar_changed: listening again');
      wasLost = false;
      calendar.setHeard(true);
    },
    onLost: (code) => {
      if (!wasLost) {
        log.warn({ code }, 'calendar_changed: listen connection lost; retrying');
      }
      wasLost = true;
      calendar.setHeard(false);
    },
  });
  app.addHook('onClose', () => listening.close());
}
