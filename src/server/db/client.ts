import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { errorCode, type OpenedDatabase } from './database';
import * as schema from './schema';

export type { Database, DatabaseKind, OpenedDatabase, Transaction } from './database';
export {
  describeDatabaseError,
  errorCode,
  isDatabaseError,
  isDatabaseUnavailable,
  ping,
  pgConstraint,
  pgErrorCode,
  pgErrorCodes,
  queryRows,
} from './database';

/** Where the committed SQL migrations are, next to this file. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Value of dataDir that keeps the embedded database in memory (tests). */
export const inMemory = 'memory://';

export interface OpenDatabaseOptions extends Partial<PostgresSettings> {
  /** PostgreSQL connection string; unset means the embedded PGlite. */
  databaseUrl?: string;
  /** Folder of the embedded database (`${dataDir}/pglite`), or 'memory://'. */
  dataDir: string;
  /** Told when a pooled connection breaks (the process goes on); default: console.error. */
  onConnectionError?: (error: Error) => void;
}

/** `config.database` (PostgreSQL only): the pool's size and every connection's time limits, in ms. */
export interface PostgresSettings {
  poolSize: number;
  /** statement_timeout: a statement running longer is cancelled (SQLSTATE 57014). */
  statementTimeoutMs: number;
  /** lock_timeout: a statement waiting longer for a lock fails (SQLSTATE 55P03). */
  lockTimeoutMs: number;
  /** idle_in_transaction_session_timeout: a transaction left open is ended by the server. */
  idleInTransactionTimeoutMs: number;
  /** How long a query waits for a free connection of the pool (or a new one to connect). */
  acquireTimeoutMs: number;
}

const defaultPostgresSettings: PostgresSettings = {
  poolSize: 10,
  statementTimeoutMs: 5000,
  lockTimeoutMs: 3000,
  idleInTransactionTimeoutMs: 10_000,
  acquireTimeoutMs: 5000,
};

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (!options.databaseUrl) return openPglite(options.dataDir);
  const settings: PostgresSettings = { ...defaultPostgresSettings };
  for (const key of Object.keys(settings) as (keyof PostgresSettings)[])
    settings[key] = options[key] ?? settings[key];
  const onConnectionError =
    options.onConnectionError ??
    ((error: Error) => console.error(`PostgreSQL connection lost (${errorCode(error)})`));
  return openPostgres(options.databaseUrl, settings, onConnectionError);
}

/** Opens PGlite in `${dataDir}/pglite` or in memory; `loadDataDir` starts from a dump. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<OpenedDatabase> {
  let path = inMemory;
  let lock: DataDirLock | undefined;
  if (dataDir !== inMemory) {
    await mkdir(dataDir, { recursive: true });
    lock = await lockDataDir(dataDir); // one process at a time: a second one stops here
    path = join(dataDir, 'pglite');
  }
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(path, { extensions: { btree_gist, pg_trgm }, loadDataDir });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    const close = async () => {
      await opened.close();
      await lock?.release();
    };
    return { db, kind: 'pglite', close };
  } catch (error) {
    await client?.close();
    await lock?.release();
    throw error;
  }
}

// Any number, the same in every process: serialises migrations of servers starting together.
const migrationLockKey = 7_004_501;

/**
 * Brings the schema up to date on a connection of its own, without the pool's time limits:
 * a migration may take long, and waits for another process's migration (advisory lock).
 */
async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a lost connection fails the query running on it
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.end().catch(() => {}); // ending the session frees the advisory lock
  }
}

async function openPostgres(
  databaseUrl: string,
  settings: PostgresSettings,
  onConnectionError: (error: Error) => void,
): Promise<OpenedDatabase> {
  await migratePostgres(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: settings.poolSize,
    connectionTimeoutMillis: settings.acquireTimeoutMs,
    // Startup parameters: every connection of the pool has these limits from its first query.
    statement_timeout: settings.statementTimeoutMs,
    lock_timeout: settings.lockTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
  });
  // A connection that breaks (restart, failover, pg_terminate_backend) emits 'error' on its
  // client: while idle in the pool, the pool's listener gets it; while checked out (in a
  // query or transaction) only a listener of our own, without which the process crashes.
  // The query running on it fails (503 for its request); the pool drops the client.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', () => {}); // an idle client's error: already told by the listener above
  return { db: drizzlePg({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
}
