import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/db/test-database.ts';
import { createClock } from '#server/lib/clock.ts';
import { adminEnv, loginAs, testAdmin } from '#server/test-support/admin-session.ts';
import { createTestApp } from '#server/test-support/test-app.ts';
import { createSessionService } from '../auth/session.service';
import { ensureFirstAdmin, firstAdminName } from './first-admin';
import { createUsersService } from './users.service';

/** A pino-shaped logger that keeps what it is told. */
function recordingLog() {
  const lines: { level: string; text: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push({ level, text: args.map((a) => (typeof a === 'string' ? a : '')).join('') });
  const log = {
    warn: at('warn'),
    info: at('info'),
    error: at('error'),
    debug: at('debug'),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('first admin at start', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD when no user exists, and can log in', async () => {
    const t = await createTestApp({ env: adminEnv });
    const s = await loginAs(t, testAdmin.email, testAdmin.password);
    const users = (await s.inject({ method: 'GET', url: '/api/users' })).json();
    expect(users).toEqual([
      {
        id: 1,
        name: firstAdminName,
        email: testAdmin.email,
        role: 'admin',
        washerId: null,
        totp_enabled: false,
      },
    ]);
    await t.close();
  });

  it('is not created when users exist; without the settings the log says how to create one', async () => {
    const database = await createTestDatabase();
    const users = createUsersService(database.db, createSessionService(database.db, createClock()));
    const empty = recordingLog();
    await ensureFirstAdmin(users, { adminEmail: undefined, adminPassword: undefined }, empty.log);
    expect(await users.count()).toBe(0);
    expect(empty.lines).toHaveLength(1);
    expect(empty.lines[0]!.level).toBe('warn');
    expect(empty.lines[0]!.text).toContain('npm run admin:create');
    expect(empty.lines[0]!.text).toContain('ADMIN_EMAIL');

    const settings = { adminEmail: 'eka@example.fi', adminPassword: 'salasana-123' };
    await ensureFirstAdmin(users, settings, recordingLog().log);
    const later = recordingLog();
    await ensureFirstAdmin(
      users,
      { adminEmail: 'toka@example.fi', adminPassword: 'salasana-456' },
      later.log,
    );
    expect((await users.list()).map((u) => u.email)).toEqual(['eka@example.fi']);
    expect(later.lines).toEqual([]);
    await database.close();
  });

  it('stops the start with a clear message when the settings are not valid', async () => {
    const database = await createTestDatabase();
    const users = createUsersService(database.db, createSessionService(database.db, createClock()));
    await expect(
      ensureFirstAdmin(
        users,
        { adminEmail: 'x', adminPassword: 'salasana-123' },
        recordingLog().log,
      ),
    ).rejects.toThrow(/ADMIN_EMAIL \/ ADMIN_PASSWORD are not valid: email/);
    await database.close();
  });
});
