import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inMemory, migrationsFolder, openDatabase } from './client';
import type { OpenedDatabase } from './database';
import { openPgliteFromTemplate } from './pglite-template';
import * as schema from './schema';
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

/**
 * A fresh database migrated only up to the migration `lastTag` (e.g. '0018_money_apart_from
 * _the_job'), to test a data migration on rows written in the old schema; `migrateRest()`
 * then applies the migrations after it, as a server starting on a newer version does.
 * PGlite in memory, or a new database of the DATABASE_URL server; close() drops it.
 */
export async function createTestDatabaseAt(
  lastTag: string,
): Promise<TestDatabase & { migrateRest: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  const removeFolder = () => rm(folder, { recursive: true, force: true });

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const client = await PGlite.create(inMemory, { extensions: { btree_gist, pg_trgm } });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: folder });
    let closing: Promise<void> | undefined;
    return {
      db,
      kind: 'pglite',
      name: 'memory',
      migrateRest: () => migratePglite(db, { migrationsFolder }),
      close: () => (closing ??= client.close().then(removeFolder)),
    };
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: folder });
  let closing: Promise<void> | undefined;
  return {
    db: db as unknown as TestDatabase['db'],
    kind: 'postgres',
    name,
    migrateRest: () => migratePg(db, { migrationsFolder }),
    close: () =>
      (closing ??= pool
        .end()
        .then(() =>
          withAdmin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)),
        )
        .then(removeFolder)),
  };
}
