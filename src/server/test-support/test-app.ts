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
  config.seedDemo = options.seedDemo ?? true;
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
