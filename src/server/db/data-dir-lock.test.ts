import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir, lockFileName } from './data-dir-lock';

/**
 * One writer for the embedded database: real server processes (`node --import tsx
 * src/server/main.ts`) on one DATA_DIR, and the in-process open path they share.
 */
const dirs: string[] = [];
const children: ChildProcess[] = [];

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ikkunanpesu-lock-'));
  dirs.push(dir);
  return dir;
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, dataDir: string, args: string[] = [], env = {}): Run {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
  };
  delete childEnv.DATABASE_URL; // the embedded database, whichever tier runs this file
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => output, exited };
}

const startServer = (dataDir: string) => run('src/server/main.ts', dataDir);

// A fresh embedded database is created and migrated on first open: slow on a busy machine.
const slowMs = 150_000;

/** Resolves when the server says it listens; fails the test if it exits or takes too long. */
async function listening(server: Run): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!server.output().includes('Server listening')) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The exit code, or a failure if the process is still running after the limit. */
async function exitCode(process: Run, limitMs = 20_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running:\n${process.output()}`)), limitMs);
  });
  try {
    return await Promise.race([process.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('one process per embedded DATA_DIR', () => {
  it(
    'stops a second server and admin:create at once, naming the folder and the first pid',
    async () => {
      const dataDir = await tempDataDir();
      const first = startServer(dataDir);
      await listening(first);

      const second = startServer(dataDir);
      expect(await exitCode(second)).not.toBe(0);
      const message = second.output().trim();
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}`);

      const admin = run('src/server/scripts/admin-create.ts', dataDir, ['--email', 'a@b.fi'], {
        ADMIN_PASSWORD: 'salasana-123',
      });
      expect(await exitCode(admin)).toBe(1);
      expect(admin.output().trim()).toBe(message);

      // The first one went on serving.
      expect(first.child.exitCode).toBeNull();
      first.child.kill('SIGTERM');
      expect(await exitCode(first)).toBe(0);
      await expect(readFile(join(dataDir, lockFileName))).rejects.toThrow(/ENOENT/);
    },
    slowMs,
  );

  it(
    'starts after the holder was killed (SIGKILL leaves its lock behind)',
    async () => {
      const dataDir = await tempDataDir();
      const first = startServer(dataDir);
      await listening(first);
      first.child.kill('SIGKILL');
      await exitCode(first);
      const left = JSON.parse(await readFile(join(dataDir, lockFileName), 'utf8')) as {
        pid: number;
      };
      expect(left.pid).toBe(first.child.pid);

      const next = startServer(dataDir);
      await listening(next);
      const lock = JSON.parse(await readFile(join(dataDir, lockFileName), 'utf8')) as {
        pid: number;
      };
      expect(lock.pid).toBe(next.child.pid);
      next.child.kill('SIGTERM');
      expect(await exitCode(next)).toBe(0);
    },
    slowMs,
  );
});

describe('lockDataDir in one process', () => {
  it(
    'refuses a second openDatabase in the same process until the first is closed',
    async () => {
      const dataDir = await tempDataDir();
      const first = await openDatabase({ dataDir });
      try {
        await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
        await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by this process/);
      } finally {
        await first.close();
      }
      const again = await openDatabase({ dataDir });
      await again.close();
    },
    slowMs,
  );

  it('takes over a lock whose pid now belongs to another process (pid reused)', async () => {
    const dataDir = await tempDataDir();
    // The parent runs, but started at another time than the lock says: not the holder.
    const reused = { pid: process.ppid, host: hostname(), start: '1', since: 'earlier' };
    await writeFile(join(dataDir, lockFileName), JSON.stringify(reused));
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(join(dataDir, lockFileName), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await lock.release();
    await expect(readFile(join(dataDir, lockFileName))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a lock of a running process, and of another host it cannot check', async () => {
    const dataDir = await tempDataDir();
    const file = join(dataDir, lockFileName);
    await writeFile(file, JSON.stringify({ pid: process.ppid, host: hostname(), since: 'x' }));
    await expect(lockDataDir(dataDir)).rejects.toThrow(`process ${process.ppid} (since x)`);
    await writeFile(file, JSON.stringify({ pid: 1, host: 'elsewhere', since: 'y' }));
    await expect(lockDataDir(dataDir)).rejects.toThrow(`process 1 on elsewhere`);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ host: 'elsewhere' });
  });
});
