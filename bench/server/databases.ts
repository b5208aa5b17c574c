/**
 * The two databases the bench runs on, each fresh: a PostgreSQL database made through
 * ADMIN_DATABASE_URL (dropped at the end unless kept), and the embedded PGlite in a new
 * temporary DATA_DIR. Both migrated by the app's own database layer; raw SQL through the
 * same `query(text, params)` shape (pg.Client, or PGlite itself while the app is stopped:
 * PGlite serves one process).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '#server/db/client.ts';

export type DatabaseName = 'pg' | 'pglite';

export interface Sql {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}

export interface BenchDatabase {
  name: DatabaseName;
  /** What the app gets: DATABASE_URL and DATA_DIR. */
  env: Record<string, string>;
  /** Through the app's database layer (migrations, seeding); closed by `use`'s end. */
  withOpened<T>(use: (opened: OpenedDatabase) => Promise<T>): Promise<T>;
  /** Raw SQL; on PGlite only while no app process holds the data folder. */
  sql(): Promise<Sql>;
  /** A second connection while the app runs (PostgreSQL only). */
  concurrent: boolean;
  url?: string;
  remove(): Promise<void>;
  description: string;
}

export const adminUrl =
  process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the admin connection (create and drop databases). */
export async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database, or with `reuse` one a run kept before (a PostgreSQL database's name, or
 * a PGlite DATA_DIR): then it is neither created nor removed, so two versions of the app
 * can be measured on the same data back to back.
 */
export async function createDatabase(
  name: DatabaseName,
  label: string,
  keepFresh: boolean,
  reuse?: string,
): Promise<BenchDatabase> {
  const keep = keepFresh || reuse !== undefined;
  const dataDir =
    name === 'pglite' && reuse ? reuse : await mkdtemp(join(os.tmpdir(), `bench-${label}-`));
  if (name === 'pg') {
    const dbName = reuse ?? `bench_${label}_${Date.now().toString(36)}`;
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const databaseUrl = url.toString();
    if (!reuse) await admin(`create database "${dbName}"`);
    const withOpened = async <T>(use: (opened: OpenedDatabase) => Promise<T>) => {
      const opened = await openDatabase({ databaseUrl, dataDir });
      try {
        return await use(opened);
      } finally {
        await opened.close();
      }
    };
    await withOpened(async () => {}); // migrations
    return {
      name,
      env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      withOpened,
      async sql() {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        return client as unknown as Sql;
      },
      concurrent: true,
      url: databaseUrl,
      description: `PostgreSQL database ${dbName}`,
      async remove() {
        if (keep) process.stdout.write(`kept database ${dbName}\n`);
        else await admin(`drop database if exists "${dbName}" with (force)`);
        await rm(dataDir, { recursive: true, force: true }); // a fresh folder even when reused
      },
    };
  }
  const withOpened = async <T>(use: (opened: OpenedDatabase) => Promise<T>) => {
    const opened = await openDatabase({ dataDir });
    try {
      return await use(opened);
    } finally {
      await opened.close();
    }
  };
  await withOpened(async () => {}); // migrations
  return {
    name,
    env: { DATA_DIR: dataDir },
    withOpened,
    async sql() {
      const client = await PGlite.create(join(dataDir, 'pglite'), {
        extensions: { btree_gist, pg_trgm },
      });
      return {
        query: <Row>(text: string, params?: unknown[]) => client.query<Row>(text, params),
        end: () => client.close(),
      };
    },
    concurrent: false,
    description: `PGlite in ${dataDir}`,
    async remove() {
      if (keep) process.stdout.write(`kept ${dataDir}\n`);
      else await rm(dataDir, { recursive: true, force: true });
    },
  };
}
