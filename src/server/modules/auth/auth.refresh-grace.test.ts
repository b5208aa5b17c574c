import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshSessions } from '#server/db/schema/index.ts';
import { adminEnv, loginAs, testAdmin } from '#server/test-support/admin-session.ts';
import { profileRequest, refreshRequest, tokenPairOf } from '#server/test-support/auth-requests.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { accessTtlMs, refreshGraceMs, tokenHash } from './session.service';

/**
 * Decision 041: a refresh token presented again within `refreshGraceMs` of its rotation
 * (two tabs, a retried request) answers the same new pair; after the window a reuse still
 * revokes the whole family, the pair given inside the window included.
 */
const start = '2026-11-23T08:00:00+02:00';

describe('concurrent refreshes of one session', () => {
  const clock = createManualClock(start);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: adminEnv });
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(start));

  const refresh = (refreshToken: string) => refreshRequest(t, refreshToken);
  const isSignedIn = async (access: string) => (await profileRequest(t, access)).statusCode === 200;
  const pairOf = tokenPairOf;
  const rowOf = async (refreshToken: string) =>
    (
      await t.database.db
        .select()
        .from(refreshSessions)
        .where(eq(refreshSessions.tokenHash, tokenHash(refreshToken)))
    )[0]!;
  const liveRows = async (familyId: string) =>
    t.database.db
      .select()
      .from(refreshSessions)
      .where(
        and(
          eq(refreshSessions.familyId, familyId),
          isNull(refreshSessions.revokedAt),
          isNull(refreshSessions.replacedBy),
        ),
      );

  it('two refreshes at once both answer the same new pair, and the user stays signed in', async () => {
    const s = await loginAs(t, testAdmin.email, testAdmin.password);
    clock.advance(accessTtlMs + 1000);
    const [first, second] = await Promise.all([refresh(s.refresh), refresh(s.refresh)]);
    expect(first!.statusCode).toBe(200);
    expect(second!.statusCode).toBe(200);
    expect(second!.json()).toEqual(first!.json());
    const pair = pairOf(first!);
    expect(pair.access).toBeTruthy();
    expect(pairOf(second!)).toEqual(pair);
    expect(pair.refresh).not.toBe(s.refresh);
    // Both answers set the cookies, with what is left of their lives.
    const cookie = (second!.cookies as { name: string; maxAge?: number }[]).find(
      (c) => c.name === 'admin_access',
    );
    expect(cookie?.maxAge).toBe(accessTtlMs / 1000);
    expect(await isSignedIn(pair.access!)).toBe(true);
    const { familyId } = await rowOf(s.refresh);
    expect(await liveRows(familyId)).toHaveLength(1);
    // The chain goes on from the one pair.
    const next = await refresh(pair.refresh!);
    expect(next.statusCode).toBe(200);
    expect(await isSignedIn(pairOf(next).access!)).toBe(true);
  });

  it('answers the same pair until the window ends; a reuse after it ends the family', async () => {
    const s = await loginAs(t, testAdmin.email, testAdmin.password);
    const pair = pairOf(await refresh(s.refresh));
    clock.advance(refreshGraceMs - 1);
    const late = await refresh(s.refresh);
    expect(late.statusCode).toBe(200);
    expect(pairOf(late)).toEqual(pair);
    expect(await isSignedIn(pair.access!)).toBe(true);

    clock.advance(1);
    const reuse = await refresh(s.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(String(reuse.headers['set-cookie'])).toContain('admin_refresh=;');
    // The pair given inside the window stops working too.
    expect(await isSignedIn(pair.access!)).toBe(false);
    expect((await refresh(pair.refresh!)).statusCode).toBe(401);
    const { familyId } = await rowOf(s.refresh);
    expect(await liveRows(familyId)).toHaveLength(0);
  });

  it('keeps the new pair sealed, and only for the window: forgotten when the family moves on or by the chore', async () => {
    const s = await loginAs(t, testAdmin.email, testAdmin.password);
    const pair = pairOf(await refresh(s.refresh));
    const sealed = (await rowOf(s.refresh)).successorTokens;
    expect(sealed).toMatch(/^v1\./);
    for (const raw of [pair.access!, pair.refresh!]) expect(sealed).not.toContain(raw);
    expect((await rowOf(s.refresh)).replacedAt).toEqual(clock.now());

    // The next rotation after the window clears the family's sealed pairs.
    clock.advance(refreshGraceMs);
    const next = pairOf(await refresh(pair.refresh!));
    expect((await rowOf(s.refresh)).successorTokens).toBeNull();
    expect((await rowOf(pair.refresh!)).successorTokens).toMatch(/^v1\./);
    // The outbox's chore clears the rest once their window is over.
    await t.app.outbox.drain();
    expect((await rowOf(pair.refresh!)).successorTokens).toMatch(/^v1\./);
    clock.advance(refreshGraceMs);
    await t.app.outbox.drain();
    expect((await rowOf(pair.refresh!)).successorTokens).toBeNull();
    expect(await isSignedIn(next.access!)).toBe(true);
  });

  it('follows a tab that refreshed again meanwhile to the live pair', async () => {
    const s = await loginAs(t, testAdmin.email, testAdmin.password);
    const first = pairOf(await refresh(s.refresh));
    clock.advance(5000);
    const second = pairOf(await refresh(first.refresh!));
    clock.advance(5000);
    const other = await refresh(s.refresh);
    expect(other.statusCode).toBe(200);
    expect(pairOf(other)).toEqual(second);
    expect(await isSignedIn(second.access!)).toBe(true);
  });

  it('gives nothing after logout, within the window or not', async () => {
    const s = await loginAs(t, testAdmin.email, testAdmin.password);
    const pair = pairOf(await refresh(s.refresh));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `admin_access=${pair.access}`, origin: t.config.publicUrl },
    });
    expect(out.statusCode).toBe(204);
    expect((await rowOf(s.refresh)).successorTokens).toBeNull();
    expect((await refresh(s.refresh)).statusCode).toBe(401);
    expect(await isSignedIn(pair.access!)).toBe(false);
  });
});
