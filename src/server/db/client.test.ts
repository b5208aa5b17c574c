import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, ping } from './client';
import { maintainingGroups } from './schema';

describe('openDatabase with the embedded database in a folder', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps data between openings and migrates only once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ikkunanpesu-db-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await first.db.insert(maintainingGroups).values({ id: 7, name: 'Pysyvä Oy' });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      await expect(ping(second.db)).resolves.toBeUndefined();
      expect(await second.db.select().from(maintainingGroups)).toEqual([
        { id: 7, name: 'Pysyvä Oy' },
      ]);
    } finally {
      await second.close();
    }
  });

  it('answers ping with a rejection once closed', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.close();
    await expect(ping(database.db)).rejects.toThrow();
  });
});
