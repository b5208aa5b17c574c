import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createClock } from '../lib/clock';
import { verifyPassword } from '../lib/password';
import { createSessionService } from '../modules/auth/session.service';
import { createUsersService } from '../modules/users/users.service';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, 'admin-create.ts');

describe('npm run admin:create (non-interactive)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'admin-create-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function admin(args: string[], env: Record<string, string> = {}) {
    const { DATABASE_URL: _ignored, ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...rest } = process.env;
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
        env: { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
        timeout: 60_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  async function stored(email: string) {
    const database = await openDatabase({ dataDir });
    try {
      const users = createUsersService(
        database.db,
        createSessionService(database.db, createClock()),
      );
      return await users.findByEmail(email);
    } finally {
      await database.close();
    }
  }

  it('creates an admin from flags and the password from ADMIN_PASSWORD', async () => {
    const res = await admin(['--email', 'anna@example.fi', '--name', 'Anna Admin'], {
      ADMIN_PASSWORD: 'eka-salasana-1',
    });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Admin Anna Admin <anna@example.fi> created');
    const user = await stored('anna@example.fi');
    expect(user).toMatchObject({ name: 'Anna Admin', role: 'admin' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.passwordHash, 'eka-salasana-1')).toBe(true);
  }, 60_000);

  it('refuses an existing email without --reset, bad input, and missing values without a terminal', async () => {
    const again = await admin(['--email', 'ANNA@example.fi', '--password', 'toinen-salasana']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
    const bad = await admin(['--email', 'uusi@example.fi', '--name', 'Al', '--password', 'lyhyt']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('name: Name is too short');
    expect(bad.stderr).toContain('password: Password must be at least 8 characters');
    const noPassword = await admin(['--email', 'uusi@example.fi']);
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('No password');
    expect(await stored('uusi@example.fi')).toBeNull();
  }, 60_000);

  it('--reset sets a new password and turns two-factor off', async () => {
    const res = await admin(['--email', 'anna@example.fi', '--reset'], {
      ADMIN_PASSWORD: 'uusi-salasana-2',
    });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('New password set for anna@example.fi');
    const user = await stored('anna@example.fi');
    expect(user).toMatchObject({ name: 'Anna Admin', totpSecret: null });
    expect(await verifyPassword(user!.passwordHash, 'uusi-salasana-2')).toBe(true);
  }, 60_000);
});
