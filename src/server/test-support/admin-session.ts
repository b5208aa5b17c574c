import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app';

/**
 * Back-office sessions for API tests. `createAdminTestApp()` starts the real app with a
 * first admin (ADMIN_EMAIL / ADMIN_PASSWORD) and logs in; `session.inject()` then sends the
 * session cookies and a same-origin Origin header, as the browser does:
 *
 *   const { t, session } = await createAdminTestApp();
 *   const res = await session.inject({ method: 'POST', url: '/api/discount', payload });
 */
export const testAdmin = { email: 'admin@example.fi', password: 'testi-salasana-1' } as const;
export const adminEnv = { ADMIN_EMAIL: testAdmin.email, ADMIN_PASSWORD: testAdmin.password };

export interface TestSession {
  access: string;
  refresh: string;
  /** Cookie and Origin headers of this session. */
  headers: { cookie: string; origin: string };
  /** Injects a request with this session's cookies and a same-origin Origin header. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export function cookieOf(res: LightMyRequestResponse, name: string): string | undefined {
  const cookies = res.cookies as { name: string; value: string }[];
  return cookies.find((c) => c.name === name)?.value;
}

export function sessionFrom(t: TestApp, access: string, refresh: string): TestSession {
  const headers = {
    cookie: `admin_access=${access}; admin_refresh=${refresh}`,
    origin: t.config.publicUrl,
  };
  return {
    access,
    refresh,
    headers,
    inject: (options) =>
      t.app.inject({
        ...options,
        headers: { ...headers, ...(options.headers as Record<string, string> | undefined) },
      }),
  };
}

/** Logs in through POST /api/auth/login; throws with the answer when it fails. */
export async function loginAs(
  t: TestApp,
  email: string,
  password: string,
  totp?: string,
): Promise<TestSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: t.config.publicUrl },
    payload: { email, password, ...(totp ? { totp } : {}) },
  });
  const access = cookieOf(res, 'admin_access');
  const refresh = cookieOf(res, 'admin_refresh');
  if (res.statusCode !== 200 || !access || !refresh) {
    throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  }
  return sessionFrom(t, access, refresh);
}

/** The real app on a fresh database with the test admin, and that admin's session. */
export async function createAdminTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; session: TestSession }> {
  const t = await createTestApp({ ...options, env: { ...adminEnv, ...options.env } });
  const session = await loginAs(t, testAdmin.email, testAdmin.password);
  return { t, session };
}
