import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { concrete, isPublic } from '#server/test-support/public-routes.ts';
import { routeTable, type Route } from '#server/test-support/route-table.ts';
import { sessionsForRoutes } from '#server/test-support/route-sessions.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

/**
 * The route-by-route proof of decision 017: every route of the built app is listed
 * (Fastify's own route table, not a list kept by hand) and each one that is not a public
 * customer call (test-support/public-routes.ts) must answer 401 without a session and pass
 * the guard with an admin's. What the other roles may call: auth.roles.test.ts.
 */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

describe('every back-office route answers 401 without a session', () => {
  let t: TestApp;
  let session: TestSession;
  let routes: Route[];
  /** The admin's session, or a washer's for the washers' own routes. */
  let sessionFor: (route: Route) => TestSession;
  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
    routes = routeTable(t.app);
    sessionFor = await sessionsForRoutes(t, session);
  });
  afterAll(() => t.close());

  it('reads the whole route table', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toContain('GET /api/health');
    expect(names).toContain('POST /api/auth/login');
    expect(names).toContain('DELETE /api/users/:id');
    expect(names).toContain('DELETE /api/users/:id/totp');
    expect(routes.filter((r) => !isPublic(r)).length).toBeGreaterThanOrEqual(12);
  });

  it('refuses each non-public route without a session, with a made-up one, and after logout', async () => {
    const loggedOut = await createAdminTestApp();
    await loggedOut.session.inject({ method: 'POST', url: '/api/auth/logout' });
    const failures: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r))) {
      const url = concrete(route.path);
      const payload = bodyMethods.has(route.method) ? {} : undefined;
      const attempts = [
        t.app.inject({ method: route.method as 'GET', url, payload }),
        t.app.inject({
          method: route.method as 'GET',
          url,
          payload,
          headers: { cookie: 'admin_access=made-up', origin: t.config.publicUrl },
        }),
        loggedOut.t.app.inject({
          method: route.method as 'GET',
          url,
          payload,
          headers: loggedOut.session.headers,
        }),
      ];
      for (const [i, res] of (await Promise.all(attempts)).entries()) {
        const error = route.method === 'HEAD' ? 'UNAUTHORIZED' : res.json().error;
        if (res.statusCode !== 401 || error !== 'UNAUTHORIZED') {
          failures.push(`${route.method} ${url} (attempt ${i}): ${res.statusCode} ${res.body}`);
        }
      }
    }
    await loggedOut.t.close();
    expect(failures).toEqual([]);
  });

  it('lets each non-public route past the guard with a session', async () => {
    const failures: string[] = [];
    const guarded = routes.filter((r) => !isPublic(r));
    for (const route of guarded) {
      const url = concrete(route.path);
      const res = await sessionFor(route).inject({
        method: route.method as 'GET',
        url,
        payload: bodyMethods.has(route.method) ? {} : undefined,
      });
      // A missing re-authentication (decision 041) is a 403 from past the guard.
      const isPastGuard = res.statusCode === 403 && res.json().error === 'REAUTHENTICATION_FAILED';
      if (([401, 403].includes(res.statusCode) && !isPastGuard) || res.statusCode >= 500) {
        failures.push(`${route.method} ${url}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    // And the session is still good: nothing above ended it.
    expect((await session.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(200);
  });

  it('refuses a state-changing call with a session but from another origin or as a form (CSRF)', async () => {
    const changing = routes.filter(
      (r) => !isPublic(r) && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    );
    expect(changing.length).toBeGreaterThanOrEqual(6);
    const failures: string[] = [];
    for (const route of changing) {
      const url = concrete(route.path);
      const session = sessionFor(route);
      const foreign = await session.inject({
        method: route.method as 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: bodyMethods.has(route.method) ? {} : undefined,
      });
      const noOrigin = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie: session.headers.cookie },
      });
      if (foreign.statusCode !== 403)
        failures.push(`${route.method} ${url} foreign: ${foreign.statusCode}`);
      if (noOrigin.statusCode !== 403)
        failures.push(`${route.method} ${url} no origin: ${noOrigin.statusCode}`);
      if (bodyMethods.has(route.method)) {
        const form = await session.inject({
          method: route.method as 'POST',
          url,
          headers: { 'content-type': 'text/plain' },
          payload: '{}',
        });
        if (form.statusCode !== 415)
          failures.push(`${route.method} ${url} text/plain: ${form.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
