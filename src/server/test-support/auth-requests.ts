/**
 * Requests to the auth routes with no more than the one cookie they need (auth, TOTP and
 * re-authentication tests): login, refresh, the profile; and a user's TOTP enrolment.
 */
import { generate } from 'otplib';
import { expect } from 'vitest';
import { totpSetupSchema } from '#contracts/auth.ts';
import { cookieOf, type TestSession } from './admin-session';
import type { TestApp } from './test-app';

/** POST auth/login from the app's own origin; `headers` add to or replace that origin. */
export const loginRequest = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: t.config.publicUrl, ...headers },
    payload,
  });

/** GET auth/refresh with the refresh cookie only. */
export const refreshRequest = (t: TestApp, refreshToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/refresh',
    headers: { cookie: `admin_refresh=${refreshToken}` },
  });

/** GET auth (the profile) with the access cookie only. */
export const profileRequest = (t: TestApp, access: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth',
    headers: { cookie: `admin_access=${access}` },
  });

/** The access and refresh tokens an answer sets (undefined when it sets none). */
export const tokenPairOf = (res: Awaited<ReturnType<typeof refreshRequest>>) => ({
  access: cookieOf(res, 'admin_access'),
  refresh: cookieOf(res, 'admin_refresh'),
});

/** The TOTP code of `secret` at the instant `at`. */
export const totpCodeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Turns TOTP on for the session's user with a code of the instant `at`; answers the secret. */
export async function enrolTotp(s: TestSession, at: Date): Promise<string> {
  const setup = await s.inject({ method: 'POST', url: '/api/auth/totp/setup' });
  expect(setup.statusCode).toBe(200);
  const { secret } = totpSetupSchema.parse(setup.json());
  const enabled = await s.inject({
    method: 'POST',
    url: '/api/auth/totp/enable',
    payload: { code: await totpCodeAt(secret, at) },
  });
  expect(enabled.statusCode).toBe(200);
  return secret;
}

/**
 * POST auth/register by the session's user; answers the new user's id. The new user is an
 * admin unless `role` says otherwise (most tests need a second admin).
 */
export async function registerUser(
  by: TestSession,
  user: { name: string; email: string; password: string; role?: string; washerId?: number },
): Promise<number> {
  const payload = { role: 'admin', ...user };
  const res = await by.inject({ method: 'POST', url: '/api/auth/register', payload });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

/** GET users: the back office's list of users, as the session's user sees it. */
export const listUsers = async (by: TestSession) =>
  (await by.inject({ method: 'GET', url: '/api/users' })).json() as {
    id: number;
    email: string;
    totp_enabled: boolean;
  }[];
