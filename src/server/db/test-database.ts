import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from './client';
import type { OpenedDatabase } from './database';
import { openPgliteFromTemplate } from './pglite-template';
import { seedDemo } from './seed';

export interface TestDatabase extends OpenedDatabase {
  /** Name of the created PostgreSQL database; 'memory' for PGlite. */
  name: string;
}

export interface TestDatabaseOptions {
  /** Loads the demo data (seedDemo) with this as the current time. */
  seed?: Date;
}

/** Test databases older than this are left-overs of killed runs and are dropped. */
const staleAfterMs = 6 * 60 * 60 * 1000;
const testNamePattern = /^test_([0-9a-z]+)_[0-9a-f]{8}$/;

async function withAdmin<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function dropStale(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'test\\_%'",
  );
  for (const { datname } of rows) {
    const created = parseInt(testNamePattern.exec(datname)?.[1] ?? '', 36);
    if (Date.now() - created > staleAfterMs) {
      await client.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
    }
  }
}

async function createPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, async (client) => {
    await dropStale(client);
    await client.query(`create database "${name}"`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    const close = async () => {
      await opened.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    };
    return { ...opened, name, close };
  } catch (error) {
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    throw error;
  }
}

/**
 * A fresh, fully migrated database for one test file. With DATABASE_URL set (a server
 * where the user may create databases), a new database test_<time>_<random> on that
 * server, dropped by close(); otherwise an in-memory PGlite. Call close() in afterAll;
 * it may be called more than once.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  // Tests read DATABASE_URL directly: the server's config.ts is not involved here.
  const adminUrl = process.env.DATABASE_URL;
  const opened: TestDatabase = adminUrl
    ? await createPostgres(adminUrl)
    : { ...(await openPgliteFromTemplate()), name: 'memory' };
  let closing: Promise<void> | undefined;
  const database: TestDatabase = { ...opened, close: () => (closing ??= opened.close()) };
  if (options.seed) {
    try {
      await seedDemo(database.db, options.seed);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

/**
 * The PostgreSQL server of the race and multi-process tests (`*.pg.test.ts`, Vitest project
 * 'pg'): PGlite has one connection, so these only prove something on a real server.
 */
export function requirePostgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('PostgreSQL tests need DATABASE_URL (npm run test:pg sets a local one)');
  return url;
}
