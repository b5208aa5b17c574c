import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpSetupSchema } from '#contracts/auth.ts';
import { queryRows } from '#server/db/client.ts';
import {
  adminEnv,
  loginAs,
  testAdmin,
  type TestSession,
} from '#server/test-support/admin-session.ts';
import {
  enrolTotp,
  listUsers,
  loginRequest,
  registerUser,
  totpCodeAt,
} from '#server/test-support/auth-requests.ts';
import {
  reauthenticationMessages,
  sensitiveRequest,
  type Proof,
  type SensitiveOperation,
} from '#server/test-support/reauthentication.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { loginThrottleLimits } from '../auth/login-throttle';

/**
 * Decision 041: setting a password, deleting a user, turning someone's TOTP off and
 * replacing your own TOTP secret need the acting user's current password, and a current
 * code when their TOTP is on; 403 naming the field otherwise, and nothing changes.
 */
const password = 'salasana-123';
const fi = reauthenticationMessages;
type Operation = SensitiveOperation;

describe('re-authentication before sensitive changes', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: adminEnv });
  });
  afterAll(() => t.close());
  // Each test starts after the login throttle's window: earlier refusals count no more.
  beforeEach(() => clock.advance(loginThrottleLimits.windowMs + 60_000));

  const codeNow = (secret: string) => totpCodeAt(secret, clock.now());
  /** The next 30-second step: every code is accepted once. */
  const nextStep = () => clock.advance(30_000);

  const admin = () => loginAs(t, testAdmin.email, testAdmin.password);

  async function newUser(by: TestSession, label: string) {
    const email = `${label}-${++serial}@example.fi`;
    return { id: await registerUser(by, { name: `Käyttäjä ${label}`, email, password }), email };
  }

  /** Turns TOTP on for the session's user; answers the secret. */
  async function enrol(s: TestSession): Promise<string> {
    const secret = await enrolTotp(s, clock.now());
    nextStep();
    return secret;
  }

  const login = (email: string, pass: string, totp?: string) =>
    loginRequest(t, { email, password: pass, ...(totp ? { totp } : {}) });
  const usersOf = listUsers;
  const send = sensitiveRequest;

  /** A target for the operation (with TOTP on for a reset), logged in; and how it stands. */
  async function targetFor(operation: Operation, by: TestSession) {
    const user = await newUser(by, 'kohde');
    const session = await loginAs(t, user.email, password);
    if (operation === 'reset TOTP') await enrol(session);
    const state = async () => ({
      listed: (await usersOf(by)).find((u) => u.id === user.id),
      isSessionLive: (await session.inject({ method: 'GET', url: '/api/auth' })).statusCode === 200,
    });
    return { ...user, session, before: await state(), state };
  }

  const operations: Operation[] = ['set password', 'delete user', 'reset TOTP'];

  describe.each(operations)('%s', (operation) => {
    it('is refused without the password, with a wrong one, and changes nothing; done with the right one', async () => {
      const s = await admin();
      const target = await targetFor(operation, s);
      expect(target.before.isSessionLive).toBe(true);
      const refusals: [Proof | null, string][] = [
        [null, fi.passwordRequired],
        [{}, fi.passwordRequired],
        [{ currentPassword: '' }, fi.passwordRequired],
        [{ currentPassword: 'vaara-salasana' }, fi.passwordWrong],
        // Someone else's password is no proof of who is at the keyboard.
        [{ currentPassword: password }, fi.passwordWrong],
      ];
      for (const [proof, message] of refusals) {
        const res = await send(s, operation, target.id, proof);
        expect(res.statusCode, JSON.stringify(proof)).toBe(403);
        expect(res.json()).toMatchObject({
          error: 'REAUTHENTICATION_FAILED',
          fields: { currentPassword: message },
        });
        expect(await target.state()).toEqual(target.before);
      }
      // The target's password is the old one still.
      if (operation === 'set password') {
        expect((await login(target.email, password)).statusCode).toBe(200);
      }

      const done = await send(s, operation, target.id, { currentPassword: testAdmin.password });
      expect(done.statusCode).toBe(operation === 'set password' ? 200 : 204);
      const after = await target.state();
      expect(after.isSessionLive).toBe(false);
      if (operation === 'delete user') expect(after.listed).toBeUndefined();
      if (operation === 'reset TOTP') expect(after.listed?.totp_enabled).toBe(false);
      if (operation === 'set password') {
        expect((await login(after.listed!.email, 'uusi-salasana-1')).statusCode).toBe(200);
      }
    });

    it('asks an acting user with TOTP on for a current code too', async () => {
      const actor = await newUser(await admin(), 'tekija');
      const s = await loginAs(t, actor.email, password);
      const secret = await enrol(s);
      const target = await targetFor(operation, s);
      const refusals: [Proof, string, string][] = [
        [{ currentPassword: password }, 'code', fi.codeRequired],
        [{ currentPassword: password, code: '' }, 'code', fi.codeRequired],
        [{ currentPassword: password, code: '000000' }, 'code', fi.codeWrong],
        [{ currentPassword: password, code: 'abcdef' }, 'code', fi.codeWrong],
        // A right code does not make up for a wrong password.
        [
          { currentPassword: 'vaara-salasana', code: await codeNow(secret) },
          'currentPassword',
          fi.passwordWrong,
        ],
      ];
      for (const [proof, field, message] of refusals) {
        const res = await send(s, operation, target.id, proof);
        expect(res.statusCode, JSON.stringify(proof)).toBe(403);
        expect(res.json().fields).toEqual({ [field]: message });
        expect(await target.state()).toEqual(target.before);
      }
      const code = await codeNow(secret);
      const done = await send(s, operation, target.id, { currentPassword: password, code });
      expect(done.statusCode).toBe(operation === 'set password' ? 200 : 204);
      expect((await target.state()).isSessionLive).toBe(false);
    });
  });

  it('lets name and e-mail change without any proof; a bad form is 400 before the proof', async () => {
    const s = await admin();
    const target = await newUser(s, 'nimi');
    const rename = await s.inject({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: { name: 'Nimi Vaihdettu', email: target.email, password: '' },
    });
    expect(rename.statusCode).toBe(200);
    const bad = await s.inject({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: { name: 'X', email: target.email, password: 'uusi-salasana-1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['name']);
    const wrongType = await s.inject({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: {
        name: 'Nimi',
        email: target.email,
        password: 'uusi-salasana-1',
        currentPassword: 5,
      },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().fields)).toEqual(['currentPassword']);
  });

  it('takes the proof of a DELETE as JSON whatever its framing; no body at all is a missing password', async () => {
    const s = await admin();
    const target = await newUser(s, 'runko');
    const url = `/api/users/${target.id}`;
    const variants: [string, Record<string, string>, string | undefined][] = [
      ['no body, no content-type', {}, undefined],
      ['empty JSON body', { 'content-type': 'application/json' }, ''],
      ['JSON null', { 'content-type': 'application/json' }, 'null'],
      ['JSON with charset', { 'content-type': 'application/json; charset=utf-8' }, '{}'],
    ];
    for (const [label, headers, payload] of variants) {
      const res = await s.inject({ method: 'DELETE', url, headers, payload });
      expect(res.statusCode, label).toBe(403);
      expect(res.json().fields, label).toEqual({ currentPassword: fi.passwordRequired });
    }
    const english = await s.inject({ method: 'DELETE', url, headers: { 'accept-language': 'en' } });
    expect(english.json()).toEqual({
      error: 'REAUTHENTICATION_FAILED',
      message: 'Confirm who you are: currentPassword: Enter your own current password',
      fields: { currentPassword: 'Enter your own current password' },
    });
    const text = await s.inject({
      method: 'DELETE',
      url,
      headers: { 'content-type': 'text/plain' },
      payload: 'salasana',
    });
    expect(text.statusCode).toBe(415);
    expect((await usersOf(s)).some((u) => u.id === target.id)).toBe(true);
    const done = await s.inject({
      method: 'DELETE',
      url,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ currentPassword: testAdmin.password }),
    });
    expect(done.statusCode).toBe(204);
  });

  it('counts wrong passwords with the logins: then 429 with Retry-After, also for the right one', async () => {
    const actor = await newUser(await admin(), 'arvaaja');
    const s = await loginAs(t, actor.email, password);
    const target = await newUser(s, 'suojattu');
    const remove = (currentPassword: string) =>
      s.inject({ method: 'DELETE', url: `/api/users/${target.id}`, payload: { currentPassword } });
    for (let i = 0; i < loginThrottleLimits.perAccount; i++) {
      expect((await remove(`arvaus-${i}`)).statusCode, `guess ${i + 1}`).toBe(403);
    }
    const throttled = await remove(password);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The login of that account is throttled as well: a stolen session cannot guess on.
    expect((await login(actor.email, password)).statusCode).toBe(429);
    expect((await usersOf(s)).some((u) => u.id === target.id)).toBe(true);
  });

  describe('replacing your own TOTP secret', () => {
    it('needs the password and a current code; the new secret then replaces the old one and ends other sessions', async () => {
      const user = await newUser(await admin(), 'puhelin');
      const s = await loginAs(t, user.email, password);
      const old = await enrol(s);
      const otherCode = await codeNow(old);
      const other = await loginAs(t, user.email, password, otherCode);
      nextStep();
      const setup = (proof: Proof | null) =>
        s.inject({
          method: 'POST',
          url: '/api/auth/totp/setup',
          ...(proof ? { payload: proof } : {}),
        });
      const pending = async () =>
        (
          await queryRows<{ pending: string | null }>(
            t.database.db,
            `select totp_pending_secret as pending from users where id = ${user.id}`,
          )
        )[0]!.pending;
      const refusals: [Proof | null, string, string][] = [
        [null, 'currentPassword', fi.passwordRequired],
        [
          { currentPassword: 'vaara-salasana', code: await codeNow(old) },
          'currentPassword',
          fi.passwordWrong,
        ],
        [{ currentPassword: password }, 'code', fi.codeRequired],
        [{ currentPassword: password, code: '000000' }, 'code', fi.codeWrong],
      ];
      for (const [proof, field, message] of refusals) {
        const res = await setup(proof);
        expect(res.statusCode, JSON.stringify(proof)).toBe(403);
        expect(res.json().fields).toEqual({ [field]: message });
        expect(await pending()).toBeNull();
      }
      const started = await setup({ currentPassword: password, code: await codeNow(old) });
      expect(started.statusCode).toBe(200);
      const { secret } = totpSetupSchema.parse(started.json());
      expect(secret).not.toBe(old);
      const enabled = await s.inject({
        method: 'POST',
        url: '/api/auth/totp/enable',
        payload: { code: await codeNow(secret) },
      });
      expect(enabled.statusCode).toBe(200);
      // This session goes on; the other one ended; the old phone's codes are refused.
      expect((await s.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(200);
      expect((await other.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(401);
      nextStep();
      expect((await login(user.email, password, await codeNow(old))).statusCode).toBe(401);
      expect((await login(user.email, password, await codeNow(secret))).statusCode).toBe(200);
    });

    it('needs nothing extra for a first enrolment (TOTP off)', async () => {
      const user = await newUser(await admin(), 'eka');
      const s = await loginAs(t, user.email, password);
      expect((await s.inject({ method: 'POST', url: '/api/auth/totp/setup' })).statusCode).toBe(
        200,
      );
    });
  });
});
