/**
 * LISTEN on a channel of the database (decision 033). On PostgreSQL a connection of its
 * own, outside the pool (a pooled connection returns to other work and would stop
 * listening), made with the pool's settings; it has an error handler, so a terminated
 * connection never crashes the process: it is reported as lost and made again with a
 * growing delay (0.1 s doubling up to 5 s), and a heartbeat every 10 s finds a connection
 * that died without a word. PGlite is one connection in this process: its notifications
 * arrive before the statement that caused them returns, and it is never lost.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { errorCode, type OpenedDatabase } from './database';

export interface ListenHandlers {
  /** A notification on the channel. */
  onNotify(): void;
  /** Listening (at first, or again after a loss): notifications sent meanwhile were missed. */
  onListening(): void;
  /** The connection is gone: notifications are missed until onListening. */
  /** `code`: the SQLSTATE or system code only (a driver's message may quote data). */
  onLost(code: string): void;
}

export interface ListenOptions {
  firstRetryMs?: number;
  maxRetryMs?: number;
  heartbeatMs?: number;
}

export interface Listening {
  /** Stops listening and closes the connection; nothing is called afterwards. */
  close(): Promise<void>;
}

/** Marks the listening connection in pg_stat_activity (operations, tests). */
export const listenApplicationName = 'ikkunanpesu-listen';

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Starts listening; answers at once (the handlers tell when it is up). */
export function listen(
  database: OpenedDatabase,
  channel: string,
  handlers: ListenHandlers,
  options: ListenOptions = {},
): Listening {
  const driver = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === 'pglite'
    ? listenPglite(driver as PGlite, channel, handlers)
    : listenPostgres(driver as pg.Pool, channel, handlers, options);
}

function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Listening {
  let isClosed = false;
  const unlisten = client
    .listen(channel, () => {
      if (!isClosed) handlers.onNotify();
    })
    .then((stop) => {
      if (!isClosed) handlers.onListening();
      return stop;
    });
  unlisten.catch((error: Error) => handlers.onLost(errorCode(error)));
  return {
    async close() {
      isClosed = true;
      // The database may be closed already (the app's hooks run in any order).
      await unlisten.then((stop) => stop()).catch(() => undefined);
    },
  };
}

/**
 * Ends a connection, but never waits for it longer than `limitMs`: a client ended while it
 * is still connecting, or after the server killed it, may never report its end; its socket
 * is then destroyed, so that closing the app cannot hang on it.
 */
async function endWithin(client: pg.Client, limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limitMs);
  });
  const ended = client.end().catch(() => undefined);
  const outcome = await Promise.race([ended, gaveUp]);
  clearTimeout(timer);
  if (outcome === 'late') {
    (
      client as unknown as { connection?: { stream?: { destroy(): void } } }
    ).connection?.stream?.destroy();
  }
}

function listenPostgres(
  pool: pg.Pool,
  channel: string,
  handlers: ListenHandlers,
  options: ListenOptions,
): Listening {
  const firstRetryMs = options.firstRetryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  let isClosed = false;
  let client: pg.Client | undefined;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  // Every way a connection ends leads here once: report, and try again later.
  function lost(lostClient: pg.Client, error: Error) {
    if (client !== lostClient) return;
    client = undefined;
    clearInterval(heartbeat);
    lostClient.end().catch(() => undefined);
    if (isClosed) return;
    handlers.onLost(errorCode(error));
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  async function connect() {
    if (isClosed) return;
    const next = new pg.Client({
      ...pool.options,
      application_name: listenApplicationName,
      keepAlive: true,
      query_timeout: 5000,
    });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('listen connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel && client === next && !isClosed) handlers.onNotify();
    });
    try {
      await next.connect();
      await next.query(`listen ${quoteIdentifier(channel)}`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (client !== next || isClosed) return;
    retryMs = firstRetryMs;
    heartbeat = setInterval(() => {
      next.query('select 1').catch((error: Error) => lost(next, error));
    }, heartbeatMs);
    heartbeat.unref();
    handlers.onListening();
  }

  void connect();
  return {
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const last = client;
      client = undefined;
      if (last) await endWithin(last, 2000);
    },
  };
}
