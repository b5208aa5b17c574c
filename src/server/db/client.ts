import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { OpenedDatabase } from './database';
import * as schema from './schema';

export type { Database, DatabaseKind, OpenedDatabase, Transaction } from './database';
export { ping, pgConstraint, pgErrorCode, pgErrorCodes, queryRows } from './database';

/** Where the committed SQL migrations are, next to this file. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Value of dataDir that keeps the embedded database in memory (tests). */
export const inMemory = 'memory://';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; unset means the embedded PGlite. */
  databaseUrl?: string;
  /** Folder of the embedded database (`${dataDir}/pglite`), or 'memory://'. */
  dataDir: string;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir);
}

/** Opens PGlite in `${dataDir}/pglite` or in memory; `loadDataDir` starts from a dump. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<OpenedDatabase> {
  let path = inMemory;
  if (dataDir !== inMemory) {
    await mkdir(dataDir, { recursive: true });
    path = join(dataDir, 'pglite');
  }
  const client = await PGlite.create(path, { extensions: { btree_gist }, loadDataDir });
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

// Any number, the same in every process: serialises migrations of servers starting together.
const migrationLockKey = 7_004_501;

async function openPostgres(databaseUrl: string, poolSize: number): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process; the next query retries.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  try {
    const db = drizzlePg({ client: pool, schema });
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
      lock.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
