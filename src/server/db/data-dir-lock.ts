import { readFileSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError } from '../config';

/**
 * One process at a time on an embedded database folder (DATA_DIR): PGlite has no lock of
 * its own, and two processes writing one folder mix or corrupt each other's data.
 *
 * The lock is the file `pglite.lock` in the folder, holding the owner's pid, host and start
 * time. It is taken atomically (written aside, then hard-linked into place, which fails if it
 * exists) and removed on close. A lock whose process is gone (killed, crashed) is taken over
 * at once: its pid no longer runs, or now belongs to a later process (another start time).
 * See decision 034.
 */
export const lockFileName = 'pglite.lock';

/** Another process holds the folder; main and admin:create print this as one line. */
export class DataDirLockedError extends ConfigError {}

export interface DataDirLock {
  /** Removes the lock file (if still ours); safe to call more than once. */
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  host: string;
  /** Start time of the process in clock ticks since boot (/proc), where there is one. */
  start?: string;
  since: string;
}

/** Folders locked by this process: a second open here must fail too (same pid). */
const heldHere = new Set<string>();

/** Field 22 of /proc/<pid>/stat (Linux): with the pid, names one process across pid reuse. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(holder: Holder): boolean {
  // Another machine's process cannot be checked from here: assume it runs.
  if (holder.host !== hostname()) return true;
  // This pid is ours: left by an earlier life of this process id (a container's pid 1).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: it runs, as another user.
  }
  const start = processStart(holder.pid);
  return !(holder.start && start && start !== holder.start);
}

async function readHolder(file: string): Promise<Holder | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return { since: '?', ...parsed } as Holder;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  }
  // Unreadable content: not written by this code (writes are whole); treat as a foreign lock.
  return { pid: 0, host: '?', since: '?' };
}

function lockedError(folder: string, file: string, holder: Holder): DataDirLockedError {
  const who =
    holder.pid === process.pid
      ? 'this process'
      : `process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}`;
  return new DataDirLockedError(
    `DATA_DIR ${folder} is in use by ${who} (since ${holder.since}): the embedded database ` +
      `takes one process at a time. Stop that process or use another DATA_DIR ` +
      `(if it is surely not running, delete ${file}).`,
  );
}

/** Takes the folder's lock, or throws DataDirLockedError naming the folder and its holder. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const folder = resolve(dataDir);
  const file = join(folder, lockFileName);
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    start: processStart(process.pid),
    since: new Date().toISOString(),
  };
  if (heldHere.has(folder)) throw lockedError(folder, file, me);
  const mine = `${file}.${process.pid}`;
  await writeFile(mine, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(mine, file); // atomic: fails when the lock exists
        heldHere.add(folder);
        return { release: () => release(folder, file, me) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readHolder(file);
      if (!holder) continue;
      if (isRunning(holder)) throw lockedError(folder, file, holder);
      await takeStale(folder, file);
    }
    throw new DataDirLockedError(`DATA_DIR ${folder}: could not take ${file}; try again.`);
  } finally {
    await unlink(mine).catch(() => {});
  }
}

/**
 * Removes a stale lock. It is moved aside first (atomic: of two processes starting together
 * only one moves it); if what was moved is a live lock taken meanwhile, it is put back.
 */
async function takeStale(folder: string, file: string): Promise<void> {
  const aside = `${file}.stale.${process.pid}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await readHolder(aside);
  if (moved && isRunning(moved)) {
    await link(aside, file).catch(() => {});
    await unlink(aside).catch(() => {});
    throw lockedError(folder, file, moved);
  }
  await unlink(aside).catch(() => {});
}

async function release(folder: string, file: string, me: Holder): Promise<void> {
  if (!heldHere.delete(folder)) return;
  const holder = await readHolder(file);
  if (holder?.pid === me.pid && holder.since === me.since) await unlink(file).catch(() => {});
}
