import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  loginRequest,
  registerUser,
  totpCodeAt,
} from '#server/test-support/auth-requests.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

const codeAt = totpCodeAt;

const register = async (s: TestSession, email: string) => ({
  id: await registerUser(s, { name: 'Tuplatunnistus', email, password: 'salasana-123' }),
});

describe('TOTP two-factor authentication', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: adminEnv });
    admin = await loginAs(t, testAdmin.email, testAdmin.password);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, totp?: string) =>
    loginRequest(t, { email, password, ...(totp === undefined ? {} : { totp }) });

  const enrol = (s: TestSession) => enrolTotp(s, clock.now());

  it('enrols with a QR code and a first code; then login asks for a code and accepts it once', async () => {
    const email = 'mfa1@example.fi';
    await register(admin, email);
    const s = await loginAs(t, email, 'salasana-123');

    const setup = await s.inject({ method: 'POST', url: '/api/auth/totp/setup' });
    const { secret, otpauth_url, qr_data_url } = totpSetupSchema.parse(setup.json());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/Ikkunanpesu:mfa1%40example.fi?secret=${secret}&issuer=Ikkunanpesu`,
    );
    expect(qr_data_url).toMatch(/^data:image\/png;base64,/);

    const wrong = await s.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      code: 'Koodi ei kelpaa: tarkista se todennussovelluksesta',
    });
    const malformed = await s.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      payload: { code: '12ab' },
    });
    expect(malformed.json().fields).toEqual({ code: 'Anna 6-numeroinen koodi' });
    expect((await s.inject({ method: 'GET', url: '/api/auth' })).json().totp_enabled).toBe(false);

    const ok = await s.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      payload: { code: await codeAt(secret, clock.now()) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ totp_enabled: true });

    clock.advance(60_000);
    const askCode = await login(email, 'salasana-123');
    expect(askCode.statusCode).toBe(401);
    expect(askCode.json().error).toBe('TOTP_REQUIRED');
    expect(askCode.headers['set-cookie']).toBeUndefined();

    const wrongCode = await login(email, 'salasana-123', '123456');
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().error).toBe('INVALID_CREDENTIALS');

    // A wrong password with a code gets the same answer as any wrong password.
    const code = await codeAt(secret, clock.now());
    expect((await login(email, 'vaara-salasana', code)).json().error).toBe('INVALID_CREDENTIALS');

    const good = await login(email, 'salasana-123', code);
    expect(good.statusCode).toBe(200);
    // The same code again (replay) is refused, also within its 30 seconds.
    expect((await login(email, 'salasana-123', code)).statusCode).toBe(401);
    // A code of the previous step (clock drift) is accepted once it was not used.
    clock.advance(30_000);
    const drift = await codeAt(secret, new Date(clock.now().getTime() - 30_000));
    expect(drift).toBe(code);
    expect((await login(email, 'salasana-123', drift)).statusCode).toBe(401);
    expect((await login(email, 'salasana-123', await codeAt(secret, clock.now()))).statusCode).toBe(
      200,
    );
  });

  it('stores the seed encrypted, never as the secret the app was shown; an older plaintext seed still works', async () => {
    const email = 'mfa-sealed@example.fi';
    const { id } = await register(admin, email);
    const s = await loginAs(t, email, 'salasana-123');
    const secret = await enrol(s);
    const stored = async () =>
      (
        await queryRows<{ secret: string | null }>(
          t.database.db,
          `select totp_secret as secret from users where id = ${Number(id)}`,
        )
      )[0]!.secret;
    const sealed = await stored();
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret);
    clock.advance(60_000);
    expect((await login(email, 'salasana-123', await codeAt(secret, clock.now()))).statusCode).toBe(
      200,
    );

    // A seed stored before encryption (plaintext) is read as it is.
    await t.database.db.execute(
      `update users set totp_secret = '${secret}' where id = ${Number(id)}`,
    );
    clock.advance(60_000);
    expect((await login(email, 'salasana-123', await codeAt(secret, clock.now()))).statusCode).toBe(
      200,
    );
  });

  it('turns off with a current code; an admin can reset another user (lost phone)', async () => {
    const email = 'mfa2@example.fi';
    const { id } = await register(admin, email);
    const s = await loginAs(t, email, 'salasana-123');
    const secret = await enrol(s);
    clock.advance(30_000);

    const wrong = await s.inject({
      method: 'POST',
      url: '/api/auth/totp/disable',
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const off = await s.inject({
      method: 'POST',
      url: '/api/auth/totp/disable',
      payload: { code: await codeAt(secret, clock.now()) },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().totp_enabled).toBe(false);
    // The user's own session goes on.
    expect((await s.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    expect((await login(email, 'salasana-123')).statusCode).toBe(200);

    const again = await loginAs(t, email, 'salasana-123');
    await enrol(again);
    const self = await again.inject({ method: 'DELETE', url: `/api/users/${id}/totp` });
    expect(self.statusCode).toBe(403);
    // The admin's own password proves who asks (decision 041).
    const proof = { currentPassword: testAdmin.password };
    const reset = await admin.inject({
      method: 'DELETE',
      url: `/api/users/${id}/totp`,
      payload: proof,
    });
    expect(reset.statusCode).toBe(204);
    // Their sessions ended; they log in with the password alone.
    expect((await again.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(401);
    expect((await login(email, 'salasana-123')).statusCode).toBe(200);
    const list = await admin.inject({ method: 'GET', url: '/api/users' });
    expect(list.json().find((u: { id: number }) => u.id === id).totp_enabled).toBe(false);
    const unknown = await admin.inject({
      method: 'DELETE',
      url: '/api/users/999/totp',
      payload: proof,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('MFA_REQUIRED=true', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { ...adminEnv, MFA_REQUIRED: 'true' } });
  });
  afterAll(() => t.close());

  it('lets a user without TOTP do nothing but enrol, then everything', async () => {
    const s = await loginAs(t, testAdmin.email, testAdmin.password);
    const me = await s.inject({ method: 'GET', url: '/api/auth' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      totp_enabled: false,
      mfa_required: true,
      mfa_enrolment_required: true,
    });
    const users = await s.inject({ method: 'GET', url: '/api/users' });
    expect(users.statusCode).toBe(403);
    expect(users.json().error).toBe('MFA_ENROLMENT_REQUIRED');

    const setup = await s.inject({ method: 'POST', url: '/api/auth/totp/setup' });
    const { secret } = totpSetupSchema.parse(setup.json());
    const code = await codeAt(secret, clock.now());
    const enabled = await s.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      payload: { code },
    });
    expect(enabled.json()).toMatchObject({ totp_enabled: true, mfa_enrolment_required: false });
    expect((await s.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(200);

    clock.advance(30_000);
    const off = await s.inject({
      method: 'POST',
      url: '/api/auth/totp/disable',
      payload: { code: await codeAt(secret, clock.now()) },
    });
    expect(off.statusCode).toBe(403);
  });
});
