import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { routeTable, type Route } from '#server/test-support/route-table.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

/**
 * The route-by-route proof of decision 017: every route of the built app is listed
 * (Fastify's own route table, not a list kept by hand) and each one that is not a public
 * customer call must answer 401 without a session and pass the guard with one.
 *
 * A new customer (public) endpoint goes on this list, with the reason; a new back-office
 * endpoint needs nothing here: it must use `requireAdmin` (src/server/plugins/authenticate.ts).
 */
const publicRoutes: [RegExp, string][] = [
  [/^(GET|HEAD) \/api\/health$/, 'health check for the load balancer'],
  [/^(GET|HEAD) \/api\/docs(\/.*)?$/, 'OpenAPI browser, only outside production'],
  [/^(GET|HEAD) \/api\/counter\/:counterId$/, 'prices of the customer calculator'],
  [/^(GET|HEAD) \/api\/notification$/, 'banners shown to customers'],
  [/^(GET|HEAD) \/api\/shop-info$/, "the seller's facts every customer page must show"],
  [/^POST \/api\/discount\/validate$/, 'customer checks a campaign code'],
  [
    /^(GET|HEAD|POST) \/api\/manage\/:token(\/(cancel|reschedule|confirm|skip|calendar\.ics|receipt\.pdf|payment))?$/,
    "customer's own order page: the unguessable token from the confirmation mail is the key",
  ],
  [/^(GET|HEAD) \/api\/calendar\/validatePostalcode\/:postalCode$/, 'customer postal code check'],
  [
    /^(GET|HEAD) \/api\/calendar\/validateAndGetAvailableDays\/:postalCode\/:washingTime$/,
    'customer picks a day',
  ],
  [/^POST \/api\/order$/, 'customer places an order'],
  [/^POST \/api\/mallorder$/, 'a shopping centre places a package order'],
  [
    /^(GET|HEAD) \/api\/order\/payment\/:reference$/,
    'customer reads the payment state of an order by its unguessable reference',
  ],
  [/^POST \/api\/payment(\/update|\/success)?$/, 'customer pays; the return from the provider'],
  [/^(GET|HEAD) \/api\/payment\/callback$/, "the payment provider's server-to-server callback"],
  [
    /^(GET|HEAD|POST) \/api\/payment-simulator(\/.*)?$/,
    'the local Paytrail stand-in (its own HMAC), mounted only with PAYMENT_PROVIDER=simulator',
  ],
  [/^POST \/api\/auth\/login$/, 'checks credentials itself'],
  [/^(GET|HEAD) \/api\/auth\/refresh$/, 'checks the refresh cookie itself'],
  [/^POST \/api\/auth\/logout$/, 'ends whatever session it is given; 204 also without one'],
  [/^(GET|HEAD) \/(?!api\/).*$/, 'the web app and its assets'],
  [
    /^PUT \/api\/integrations\/kbot\/calendars\/:calendarId\/blocks$/,
    'the external booking system: its own bearer token (KBOT_TOKEN), 404 when unset',
  ],
  [
    /^(GET|HEAD) \/api\/calendar-feed\/:washerId\/:secret$/,
    "a washer's phone calendar: the unguessable secret in the address is the key",
  ],
];

const isPublic = (r: Route) => publicRoutes.some(([re]) => re.test(`${r.method} ${r.path}`));
/** Parameters get an id no row has (the answer is then 400 or 404, past the guard). */
const concrete = (path: string) => path.replace(/:\w+(\|:\w+)*/g, '999999').replace(/\*$/, 'x');
const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

describe('every back-office route answers 401 without a session', () => {
  let t: TestApp;
  let session: TestSession;
  let routes: Route[];
  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
    routes = routeTable(t.app);
  });
  afterAll(() => t.close());

  it('reads the whole route table', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toContain('GET /api/health');
    expect(names).toContain('POST /api/auth/login');
    expect(names).toContain('DELETE /api/users/:userId|:id');
    expect(names).toContain('DELETE /api/users/:userId|:id/totp');
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
      const res = await session.inject({
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
