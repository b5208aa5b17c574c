import { and, count, eq, isNull, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSessions, users } from '#server/db/schema/index.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import {
  adminEnv,
  cookieOf,
  loginAs,
  testAdmin,
  type TestSession,
} from '#server/test-support/admin-session.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { tokenHash } from './session.service';

const password = 'salasana-123';

// Races on real PostgreSQL (PGlite has one connection, so a race there proves nothing).
describe('back-office races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    requirePostgresUrl();
    t = await createTestApp({ env: adminEnv });
    expect(t.database.kind).toBe('postgres');
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

  it('two admins deleting each other at once leave one admin, never none', async () => {
    let current = { session: await loginAs(t, testAdmin.email, testAdmin.password), id: 1 };
    for (let round = 0; round < 10; round++) {
      const pair: { session: TestSession; id: number }[] = [];
      for (const who of ['a', 'b']) {
        const email = `race-${round}-${who}@example.fi`;
        const res = await current.session.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: `Kilpa ${who}`, email, password, role: 'admin' },
        });
        expect(res.statusCode).toBe(201);
        pair.push({ session: await loginAs(t, email, password), id: res.json().id });
      }
      // Only the two are left: each is the other's only fellow admin.
      await t.database.db.delete(users).where(eq(users.id, current.id));
      expect(await userCount()).toBe(2);

      const [a, b] = pair as [(typeof pair)[0], (typeof pair)[0]];
      const proof = { currentPassword: password };
      const answers = await Promise.all([
        a.session.inject({ method: 'DELETE', url: `/api/users/${b.id}`, payload: proof }),
        b.session.inject({ method: 'DELETE', url: `/api/users/${a.id}`, payload: proof }),
      ]);
      const statuses = answers.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 204),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      // The other either lost its session with its user (401) or met the last admin (409).
      expect([401, 409]).toContain(statuses.find((s) => s !== 204));
      expect(await userCount(), `round ${round}`).toBe(1);
      current = statuses[0] === 204 ? a : b;
    }
  });

  it('one refresh token presented twice at once answers one pair to both, and one live session', async () => {
    const [survivor] = await t.database.db.select().from(users).limit(1);
    for (let round = 0; round < 10; round++) {
      const s = await loginAs(t, survivor!.email, password);
      const refresh = () =>
        t.app.inject({
          method: 'GET',
          url: '/api/auth/refresh',
          headers: { cookie: `admin_refresh=${s.refresh}` },
        });
      // Two tabs at once (decision 041): within the grace window both get the same pair.
      const answers = await Promise.all([refresh(), refresh()]);
      expect(
        answers.map((a) => a.statusCode),
        `round ${round}`,
      ).toEqual([200, 200]);
      const pairs = answers.map((a) => [cookieOf(a, 'admin_access'), cookieOf(a, 'admin_refresh')]);
      expect(pairs[1], `round ${round}`).toEqual(pairs[0]);
      const [row] = await t.database.db
        .select({ familyId: refreshSessions.familyId })
        .from(refreshSessions)
        .where(eq(refreshSessions.tokenHash, tokenHash(s.refresh)));
      const [live] = await t.database.db
        .select({ n: count(), accessHash: max(refreshSessions.accessTokenHash) })
        .from(refreshSessions)
        .where(
          and(
            eq(refreshSessions.familyId, row!.familyId),
            isNull(refreshSessions.revokedAt),
            isNull(refreshSessions.replacedBy),
          ),
        );
      expect(live!.n, `round ${round}`).toBe(1);
      expect(live!.accessHash).toBe(tokenHash(pairs[0]![0]!));
    }
  });
});

describe('two admins demoting each other at once (decision 058)', () => {
  let t: TestApp;
  beforeAll(async () => {
    requirePostgresUrl();
    t = await createTestApp({ env: adminEnv });
  });
  afterAll(() => t.close());

  const admins = async () =>
    (await t.database.db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))[0]!.n;

  it('leave one admin, never none', async () => {
    const first = await loginAs(t, testAdmin.email, testAdmin.password);
    for (let round = 0; round < 10; round++) {
      const pair: { session: TestSession; id: number; email: string }[] = [];
      for (const who of ['a', 'b']) {
        const email = `demote-${round}-${who}@example.fi`;
        const res = await first.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: `Kilpa ${who}`, email, password, role: 'admin' },
        });
        expect(res.statusCode).toBe(201);
        pair.push({ session: await loginAs(t, email, password), id: res.json().id, email });
      }
      // The first admin steps aside: only the two are admins.
      await t.database.db.update(users).set({ role: 'office' }).where(eq(users.id, 1));
      const [a, b] = pair as [(typeof pair)[0], (typeof pair)[0]];
      const demote = (by: typeof a, whom: typeof a) =>
        by.session.inject({
          method: 'PUT',
          url: `/api/users/${whom.id}`,
          payload: { name: 'Kilpa', email: whom.email, role: 'office', currentPassword: password },
        });
      const statuses = (await Promise.all([demote(a, b), demote(b, a)])).map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      // The other met the last admin (409), or had already lost its role or its session.
      expect([409, 403, 401]).toContain(statuses.find((s) => s !== 200));
      expect(await admins(), `round ${round}`).toBe(1);
      // Back to the first admin for the next round.
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, 1));
      await t.database.db.update(users).set({ role: 'office' }).where(eq(users.role, 'admin'));
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, 1));
    }
  });
});
