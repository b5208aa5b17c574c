import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authProfileSchema } from '#contracts/auth.ts';
import {
  adminEnv,
  cookieOf,
  loginAs,
  sessionFrom,
  testAdmin,
  type TestSession,
} from '#server/test-support/admin-session.ts';
import { queryRows } from '#server/db/client.ts';
import { dummyPasswordHash, passwordCheckCount } from '#server/lib/password.ts';
import {
  loginRequest,
  profileRequest,
  refreshRequest,
} from '#server/test-support/auth-requests.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { absoluteTtlMs, accessTtlMs, idleTtlMs, refreshGraceMs } from './session.service';

const start = '2026-11-23T08:00:00+02:00';
const minutes = (n: number) => n * 60_000;

describe('back-office sessions', () => {
  const clock = createManualClock(start);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: adminEnv });
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(start));

  const login = (payload: object, headers: Record<string, string> = {}) =>
    loginRequest(t, payload, headers);
  const profile = (s: Pick<TestSession, 'access'>) => profileRequest(t, s.access);
  const refresh = (refreshToken: string) => refreshRequest(t, refreshToken);

  describe('login', () => {
    it('sets an httpOnly SameSite=Strict access cookie and a refresh cookie, and answers the profile', async () => {
      const res = await login({ email: testAdmin.email, password: testAdmin.password });
      expect(res.statusCode).toBe(200);
      const body = authProfileSchema.parse(res.json());
      expect(body).toEqual({
        id: 1,
        name: 'Ylläpitäjä',
        email: testAdmin.email,
        role: 'admin',
        washerId: null,
        totp_enabled: false,
        mfa_required: false,
        mfa_enrolment_required: false,
      });
      expect(res.body).not.toContain('password');
      expect(res.headers['cache-control']).toBe('no-store');
      const cookies = res.cookies as Record<string, unknown>[];
      const access = cookies.find((c) => c.name === 'admin_access');
      const refreshCookie = cookies.find((c) => c.name === 'admin_refresh');
      expect(access).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
      expect(access?.maxAge).toBe(accessTtlMs / 1000);
      expect(access?.secure).toBeUndefined();
      expect(refreshCookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth',
      });
      expect(refreshCookie?.maxAge).toBe(idleTtlMs / 1000);
      expect(String(access?.value)).toMatch(/^[\w-]{43}$/);
    });

    it('accepts the email in any letter case', async () => {
      const res = await login({ email: ' ADMIN@Example.FI ', password: testAdmin.password });
      expect(res.statusCode).toBe(200);
    });

    it("answers 'Username or password incorrect' for a wrong password and for an unknown email alike", async () => {
      const wrong = await login({ email: testAdmin.email, password: 'vaara-salasana' });
      const unknown = await login({ email: 'nobody@example.fi', password: 'vaara-salasana' });
      const en = await login(
        { email: 'nobody@example.fi', password: 'vaara-salasana' },
        { 'accept-language': 'en' },
      );
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'INVALID_CREDENTIALS',
          message: 'Käyttäjätunnus tai salasana on väärin',
        });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect(en.json().message).toBe('Username or password incorrect');
    });

    it('does the same work for an unknown email as for a wrong password (one argon2 check each)', async () => {
      const checksOf = async (email: string) => {
        const before = passwordCheckCount();
        await login({ email, password: 'vaara-salasana' });
        return passwordCheckCount() - before;
      };
      expect(await checksOf(testAdmin.email)).toBe(1);
      expect(await checksOf('nobody@example.fi')).toBe(1);
      // ...against a hash of the same cost: the parameters are the hash's prefix.
      const [stored] = await queryRows<{ password_hash: string }>(
        t.database.db,
        `select password_hash from users where email = '${testAdmin.email}'`,
      );
      const cost = (hash: string) => hash.split('$').slice(1, 4).join('$');
      expect(cost(await dummyPasswordHash())).toBe(cost(stored!.password_hash));
      expect(cost(stored!.password_hash)).toBe('argon2id$v=19$m=19456,t=2,p=1');
    });

    it('answers 400 naming the fields for malformed input', async () => {
      const res = await login({ email: 'not-an-email', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        email: 'Sähköpostiosoite ei ole kelvollinen',
        password: 'Pakollinen tieto',
      });
      const totp = await login({ email: testAdmin.email, password: 'x', totp: '12' });
      expect(totp.statusCode).toBe(400);
      expect(Object.keys(totp.json().fields)).toEqual(['totp']);
    });

    it('refuses a login from another origin, without an origin, or not as JSON', async () => {
      const payload = { email: testAdmin.email, password: testAdmin.password };
      const foreign = await login(payload, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      const none = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(none.statusCode).toBe(403);
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: t.config.publicUrl, 'content-type': 'text/plain' },
        payload: JSON.stringify(payload),
      });
      expect(form.statusCode).toBe(415);
      const referer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { referer: `${t.config.publicUrl}/admin` },
        payload,
      });
      expect(referer.statusCode).toBe(200);
      const ownHost = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'http://intra.example:8080', host: 'intra.example:8080' },
        payload,
      });
      expect(ownHost.statusCode).toBe(200);
    });
  });

  describe('access and refresh', () => {
    it('refuses the API without a session, with a made-up token and with an expired access token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(401);
      expect((await profile({ access: 'made-up' })).statusCode).toBe(401);
      const s = await loginAs(t, testAdmin.email, testAdmin.password);
      expect((await profile(s)).statusCode).toBe(200);
      clock.advance(accessTtlMs - 1000);
      expect((await profile(s)).statusCode).toBe(200);
      clock.advance(2000);
      const expired = await profile(s);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    });

    it('rotates: a refresh gives new tokens, and the old access token stops working', async () => {
      const s = await loginAs(t, testAdmin.email, testAdmin.password);
      clock.advance(accessTtlMs + 1000);
      const res = await refresh(s.refresh);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: 1, name: 'Ylläpitäjä' });
      const access = cookieOf(res, 'admin_access')!;
      const next = cookieOf(res, 'admin_refresh')!;
      expect(access).not.toBe(s.access);
      expect(next).not.toBe(s.refresh);
      expect((await profile({ access })).statusCode).toBe(200);
      expect((await profile(s)).statusCode).toBe(401);
      // The chain goes on.
      const again = await refresh(next);
      expect(again.statusCode).toBe(200);
    });

    it('detects reuse: a replaced refresh token revokes the whole family', async () => {
      const s = await loginAs(t, testAdmin.email, testAdmin.password);
      const other = await loginAs(t, testAdmin.email, testAdmin.password);
      const rotated = await refresh(s.refresh);
      const access = cookieOf(rotated, 'admin_access')!;
      const next = cookieOf(rotated, 'admin_refresh')!;
      // A thief replays the old token, after the grace window of concurrent refreshes.
      clock.advance(refreshGraceMs);
      const replay = await refresh(s.refresh);
      expect(replay.statusCode).toBe(401);
      expect(String(replay.headers['set-cookie'])).toContain('admin_refresh=;');
      // The legitimate holder's newer tokens are dead too.
      expect((await profile({ access })).statusCode).toBe(401);
      expect((await refresh(next)).statusCode).toBe(401);
      // Another login (another family) is untouched.
      expect((await profile(other)).statusCode).toBe(200);
    });

    it('refuses a refresh without a cookie or with an unknown token, and clears the cookies', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/api/auth/refresh' });
      expect(none.statusCode).toBe(401);
      const unknown = await refresh('x'.repeat(43));
      expect(unknown.statusCode).toBe(401);
      expect(String(unknown.headers['set-cookie'])).toContain('admin_access=;');
    });

    it('lets the refresh token lapse after 30 idle minutes', async () => {
      const s = await loginAs(t, testAdmin.email, testAdmin.password);
      clock.advance(idleTtlMs + 1000);
      expect((await refresh(s.refresh)).statusCode).toBe(401);
    });

    it('ends a family after 12 hours even when it is used all the time', async () => {
      let s = await loginAs(t, testAdmin.email, testAdmin.password);
      for (let elapsed = 0; elapsed < absoluteTtlMs - minutes(20); elapsed += minutes(20)) {
        clock.advance(minutes(20));
        const res = await refresh(s.refresh);
        expect(res.statusCode, `after ${elapsed} ms`).toBe(200);
        s = sessionFrom(t, cookieOf(res, 'admin_access')!, cookieOf(res, 'admin_refresh')!);
      }
      clock.advance(minutes(21));
      expect((await refresh(s.refresh)).statusCode).toBe(401);
      expect((await profile(s)).statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('ends the session at once: an access cookie copied before is refused afterwards', async () => {
      const s = await loginAs(t, testAdmin.email, testAdmin.password);
      const res = await s.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(204);
      const cleared = String(res.headers['set-cookie']);
      expect(cleared).toContain('admin_access=;');
      expect(cleared).toContain('admin_refresh=;');
      expect((await profile(s)).statusCode).toBe(401);
      expect((await refresh(s.refresh)).statusCode).toBe(401);
    });

    it('ends the session with only the refresh cookie (access expired), and answers 204 without one', async () => {
      const s = await loginAs(t, testAdmin.email, testAdmin.password);
      clock.advance(accessTtlMs + 1000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: `admin_refresh=${s.refresh}`, origin: t.config.publicUrl },
      });
      expect(res.statusCode).toBe(204);
      expect((await refresh(s.refresh)).statusCode).toBe(401);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: t.config.publicUrl },
      });
      expect(anonymous.statusCode).toBe(204);
    });

    it('is refused from another origin (no cross-site logout)', async () => {
      const s = await loginAs(t, testAdmin.email, testAdmin.password);
      const res = await s.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
      expect((await profile(s)).statusCode).toBe(200);
    });
  });

  describe('profile', () => {
    it('GET auth/:id answers id and name of a user, 404 for none, 400 for a malformed id', async () => {
      const s = await loginAs(t, testAdmin.email, testAdmin.password);
      const res = await s.inject({ method: 'GET', url: '/api/auth/1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: 1, name: 'Ylläpitäjä' });
      expect((await s.inject({ method: 'GET', url: '/api/auth/999' })).statusCode).toBe(404);
      const bad = await s.inject({ method: 'GET', url: '/api/auth/abc' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual(['id']);
    });
  });
});

describe('Secure cookies', () => {
  it('are Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp({
      env: { ...adminEnv, PUBLIC_URL: 'https://ikkunanpesu.example' },
    });
    const res = await loginRequest(
      t,
      { email: testAdmin.email, password: testAdmin.password },
      { origin: 'https://ikkunanpesu.example' },
    );
    expect(res.statusCode).toBe(200);
    for (const cookie of res.cookies as { secure?: boolean }[]) expect(cookie.secure).toBe(true);
    await t.close();
  });
});
