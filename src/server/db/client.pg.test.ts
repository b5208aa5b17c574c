import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows } from './client';
import { requirePostgresUrl } from './test-database';

describe('openDatabase on PostgreSQL', () => {
  const adminUrl = requirePostgresUrl();
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  afterAll(() => admin(`drop database if exists "${name}" with (force)`));

  it('lets several processes start together on an empty database', async () => {
    await admin(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opened = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' })),
    );
    try {
      const applied = await queryRows<{ n: string }>(
        opened[0]!.db,
        'select count(*) as n from drizzle.__drizzle_migrations',
      );
      const journal = JSON.parse(
        await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(Number(applied[0]?.n)).toBe(journal.entries.length);
      expect(opened.map((o) => o.kind)).toEqual(['postgres', 'postgres', 'postgres']);
    } finally {
      await Promise.all(opened.map((o) => o.close()));
    }
  });
});
