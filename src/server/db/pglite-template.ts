import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inMemory, migrationsFolder, openPglite } from './client';
import type { OpenedDatabase } from './database';

/**
 * Starting PGlite and applying every migration takes seconds; loading a dump of an
 * already migrated database takes a fraction of that. The dump is cached in the system's
 * temporary folder under a key of the migrations and the PGlite version, so every test
 * process after the first starts from it. Only tests use this.
 */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(pglite), '..', 'package.json')));
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files.filter((f) => f.endsWith('.sql') || f.endsWith('.json'))) {
    hash.update(file).update(await readFile(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const prefix = 'ikkunanpesu-pglite-';

/** Drops dumps of other migration sets unused for a day (best effort). */
async function removeOldTemplates(keep: string): Promise<void> {
  const names = await readdir(tmpdir()).catch(() => [] as string[]);
  const files = names
    .filter((n) => n.startsWith(prefix) && n.endsWith('.tar.gz'))
    .map((n) => join(tmpdir(), n))
    .filter((f) => f !== keep);
  for (const file of files) {
    const info = await stat(file).catch(() => undefined);
    if (info && Date.now() - info.atimeMs > 24 * 60 * 60 * 1000) await rm(file, { force: true });
  }
}

async function buildTemplate(file: string): Promise<Blob> {
  const fresh = await openPglite(inMemory);
  try {
    const client = (fresh.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } })
      .$client;
    const dump = await client.dumpDataDir('gzip');
    // Write then rename: a concurrent process never reads a half-written file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    await removeOldTemplates(file);
    return dump;
  } finally {
    await fresh.close();
  }
}

let template: Promise<{ file: string; dump: Blob }> | undefined;

async function loadTemplate(): Promise<{ file: string; dump: Blob }> {
  const file = join(tmpdir(), `${prefix}${await templateKey()}.tar.gz`);
  try {
    return { file, dump: new Blob([await readFile(file)]) };
  } catch {
    return { file, dump: await buildTemplate(file) };
  }
}

/** A fresh in-memory PGlite with every migration applied, started from the cached dump. */
export async function openPgliteFromTemplate(): Promise<OpenedDatabase> {
  template ??= loadTemplate();
  const loaded = await template.catch(() => undefined);
  if (!loaded) return openPglite(inMemory); // e.g. no writable temporary folder
  const { file, dump } = loaded;
  try {
    return await openPglite(inMemory, dump);
  } catch {
    // A damaged or incompatible cache: forget it and start from the migrations.
    template = undefined;
    await rm(file, { force: true });
    return openPglite(inMemory);
  }
}
