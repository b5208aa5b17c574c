import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { OpenedDatabase } from '../db/client';
import { createTestDatabase } from '../db/test-database';
import { createClock, type Clock } from '../lib/clock';

/**
 * The test settings; `env` overrides them. The order limits are generous here (many tests
 * order from 127.0.0.1 with one e-mail address); order-limits.test.ts sets its own.
 */
export const testEnv: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  ORDERS_PER_ADDRESS_PER_HOUR: '10000',
  UNPAID_ORDERS_PER_EMAIL_PER_DAY: '10000',
};

export interface TestApp {
  app: FastifyInstance;
  database: OpenedDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real app on a fresh real database (in-memory PGlite, or a new database on the
 * PostgreSQL server of DATABASE_URL), with the demo data and a fixed clock.
 */
export async function createTestApp(
  options: {
    now?: string;
    seedDemo?: boolean;
    /** Not even the price list: a database as empty as a broken install's. */
    empty?: boolean;
    env?: Record<string, string>;
    /** A clock the test moves (expiry, windows); `now` is ignored when given. */
    clock?: Clock;
    /** Extra routes for a test, registered before the app is ready. */
    extend?: (app: FastifyInstance) => void;
    /** Where the log lines go (with env LOG_LEVEL, which is silent here by default). */
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ ...testEnv, ...options.env });
  config.seedDemo = !options.empty && (options.seedDemo ?? true);
  config.seedPriceList = !options.empty;
  const now = new Date(options.now ?? '2026-11-23T08:00:00+02:00');
  const clock = options.clock ?? createClock(now);
  const app = await buildApp(config, { database, clock, logStream: options.logStream });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Waits until the app hears changes (its LISTEN is up), so it keeps public answers
 * (decision 043). On PGlite that is at once; on PostgreSQL the LISTEN connection comes up
 * a moment after `ready()`, and until then every read goes to the database.
 */
export async function untilPublicAnswersHeard(app: FastifyInstance, boundMs = 15_000) {
  const deadline = performance.now() + boundMs;
  while (!app.arePublicAnswersHeard()) {
    if (performance.now() > deadline) throw new Error('public answers: LISTEN not up');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Sends a change notice of the public answers and waits until the app has heard it. Notices
 * arrive in commit order, so every notice of earlier writes has been heard too: nothing
 * still under way can drop a kept answer later in the test (on PostgreSQL they come through
 * the LISTEN connection a moment after the commit; on PGlite at once).
 */
export async function notifyPublicAnswersAndHear(t: TestApp, boundMs = 15_000) {
  const heard = t.app.publicAnswerNoticesHeard();
  await t.database.db.execute(sql`select pg_notify('public_answers_changed', 'test')`);
  const deadline = performance.now() + boundMs;
  while (t.app.publicAnswerNoticesHeard() === heard) {
    if (performance.now() > deadline) throw new Error('public answers: notice not heard');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
