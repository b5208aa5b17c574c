import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { parseDictionary, Token } from 'structured-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminTestApp,
  loginAs,
  testAdmin,
  type TestSession,
} from '../test-support/admin-session';
import { orderPayload } from '../test-support/checkout';
import { routeTable, type Route } from '../test-support/route-table';
import type { TestApp } from '../test-support/test-app';
import Fastify from 'fastify';
import { permissionsPolicies, registerSecurityHeaders } from './security-headers';

/**
 * Decision 039, route by route: every route of Fastify's own route table is asked, without
 * and (for the back office) with a session, and its answer checked by the route's kind:
 * - admin (401 without a session) and personal (every other API route): `no-store`;
 * - public-cacheable: the few routes that name a `publicCacheControl`, listed below with
 *   their reasons; their successful answer carries that policy, an error answer no-store.
 * A new route is checked without a change here; a new opt-in must be added to the list.
 * Every answer, of whatever kind, forbids framing.
 */
const publicCacheable: Record<string, { policy: string; url: string; why: string }> = {
  'GET /api/health': { policy: 'no-cache', url: '/api/health', why: 'liveness probe' },
  'GET /api/counter/:counterId': {
    policy: 'no-cache',
    url: '/api/counter/1',
    why: 'prices of the public calculator',
  },
  'GET /api/notification': {
    policy: 'no-cache',
    url: '/api/notification',
    why: 'banners shown to every visitor',
  },
  'GET /api/shop-info': {
    policy: 'no-cache',
    url: '/api/shop-info',
    why: "the seller's facts and terms shown to every visitor",
  },
  'GET /api/shop-info/logo': {
    policy: 'no-cache',
    url: '/api/shop-info/logo',
    why: 'whether the company has a logo, and its size',
  },
  'GET /api/shop-info/logo.png': {
    policy: 'no-cache',
    url: '/api/shop-info/logo.png',
    why: "the company's logo, revalidated so an upload shows at once",
  },
  'GET /api/shop-info/favicon.png': {
    policy: 'no-cache',
    url: '/api/shop-info/favicon.png',
    why: "the site's icon",
  },
  'GET /api/shop-info/apple-touch-icon.png': {
    policy: 'no-cache',
    url: '/api/shop-info/apple-touch-icon.png',
    why: 'the home-screen icon',
  },
  'GET /api/calendar/validatePostalcode/:postalCode': {
    policy: 'no-cache',
    url: '/api/calendar/validatePostalcode/00100',
    why: 'whether a postal code is served',
  },
  'GET /api/calendar/validateAndGetAvailableDays/:postalCode/:washingTime': {
    policy: 'no-cache',
    url: '/api/calendar/validateAndGetAvailableDays/00100/120',
    why: 'free days, no names',
  },
  'GET /api/calendar/freeStarts/:postalCode/:washingTime/:date': {
    policy: 'no-cache',
    url: '/api/calendar/freeStarts/00100/120/2026-11-30',
    why: "a chosen day's free starts, washer ids only",
  },
  'GET /api/payment-simulator/logos/:file': {
    policy: 'public, max-age=86400',
    url: '/api/payment-simulator/logos/provider-0.svg',
    why: "the local Paytrail stand-in's logos",
  },
};
/** Fastify answers HEAD for every GET with the same options. */
for (const [key, entry] of Object.entries(publicCacheable)) {
  publicCacheable[key.replace(/^GET /, 'HEAD ')] = entry;
}

const endsSession = (r: Route) => /^\/api\/auth\/(refresh|logout)$/.test(r.path);
const concrete = (p: string) => p.replace(/:\w+(\|:\w+)*/g, '999999').replace(/\*$/, 'x');
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What is wrong with an answer's framing headers, or nothing. */
function framingProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.headers['x-frame-options'] !== 'DENY') {
    problems.push(`X-Frame-Options ${String(res.headers['x-frame-options'])}`);
  }
  const csp = String(res.headers['content-security-policy'] ?? '');
  if (!csp.split(';').some((d) => d.trim() === "frame-ancestors 'none'")) {
    problems.push(`CSP without frame-ancestors 'none': ${csp}`);
  }
  // Issue 25 point 6 (decision 065): on every answer, the same features off.
  if (res.headers['permissions-policy'] !== permissionsPolicies.site) {
    problems.push(`Permissions-Policy ${String(res.headers['permissions-policy'])}`);
  }
  return problems;
}

/**
 * A Permissions-Policy header read by an RFC 8941 parser (structured-headers): each
 * feature and the origins it is allowed to (`[]` for none, `['self']`).
 */
function allowlists(header: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [feature, [value]] of parseDictionary(header)) {
    if (!Array.isArray(value)) throw new Error(`${feature}: not an inner list`);
    out[feature] = value.map(([item]) => (item instanceof Token ? item.toString() : String(item)));
  }
  return out;
}

describe('private answers: no-store except named public reads, and framing by no one (decision 039)', () => {
  let t: TestApp;
  let session: TestSession;
  let routes: Route[];
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'web-root-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'export {};');
    ({ t, session } = await createAdminTestApp({ env: { WEB_ROOT: webRoot } }));
    routes = routeTable(t.app).filter((r) => r.path.startsWith('/api'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('lists exactly the routes that opted in to a public cache policy', () => {
    const optedIn = Object.fromEntries(t.app.publicCacheRoutes);
    const expected = Object.fromEntries(
      Object.entries(publicCacheable).map(([route, { policy }]) => [route, policy]),
    );
    expect(optedIn).toEqual(expected);
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it('refuses a public cache policy on a route that may write', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    app.get('/read', { config: { publicCacheControl: 'no-cache' } }, () => 'ok');
    expect(() =>
      app.post('/write', { config: { publicCacheControl: 'no-cache' } }, () => 'ok'),
    ).toThrow('POST /write: a public cache policy is for reads only');
    await app.close();
  });

  it('checks the header of every API route by its kind, with and without a session', async () => {
    const failures: string[] = [];
    const kinds = { admin: 0, personal: 0, publicCacheable: 0 };
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const method = route.method as 'GET';
      const url = concrete(route.path);
      const payload = bodyMethods.has(route.method) ? {} : undefined;
      const anonymous = await t.app.inject({ method, url, payload });
      const isAdmin = anonymous.statusCode === 401;
      const cacheable = publicCacheable[key];
      const answers: [string, LightMyRequestResponse, string][] = [];
      if (cacheable) {
        kinds.publicCacheable += 1;
        const ok = await t.app.inject({ method, url: cacheable.url });
        if (ok.statusCode !== 200) failures.push(`${key} ${cacheable.url}: ${ok.statusCode}`);
        answers.push(['success', ok, cacheable.policy]);
        if (anonymous.statusCode >= 400) answers.push(['error', anonymous, 'no-store']);
      } else {
        kinds[isAdmin ? 'admin' : 'personal'] += 1;
        answers.push(['anonymous', anonymous, 'no-store']);
      }
      if (isAdmin || endsSession(route)) {
        // Refresh and logout rotate or end the session they get: a session of their own.
        const own = endsSession(route)
          ? await loginAs(t, testAdmin.email, testAdmin.password)
          : session;
        answers.push(['session', await own.inject({ method, url, payload }), 'no-store']);
      }
      for (const [what, res, expected] of answers) {
        const problems = framingProblems(res);
        if (res.headers['cache-control'] !== expected) {
          problems.push(`Cache-Control ${String(res.headers['cache-control'])}, not ${expected}`);
        }
        for (const problem of problems) {
          failures.push(`${key} (${what}, ${res.statusCode}): ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(kinds.admin).toBeGreaterThanOrEqual(25);
    expect(kinds.personal).toBeGreaterThanOrEqual(8);
    expect(kinds.publicCacheable).toBe(Object.keys(publicCacheable).length);
    // The session survived every call above.
    expect((await session.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(200);
  });

  it('sends no-store with the successful answers that carry personal data', async () => {
    const { body } = await orderPayload(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(created.statusCode).toBe(201);
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/order/payment/${created.json<{ reference: string }>().reference}`,
    });
    expect(summary.statusCode).toBe(200);
    const list = await session.inject({ method: 'GET', url: '/api/order?search=matti' });
    expect(list.statusCode).toBe(200);
    const me = await session.inject({ method: 'GET', url: '/api/auth' });
    for (const res of [created, summary, list, me]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(framingProblems(res)).toEqual([]);
    }
  });

  it('turns off in a Permissions-Policy what the site does not use; the camera only for the back office', async () => {
    const site = allowlists(permissionsPolicies.site);
    const off = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid'];
    for (const feature of [...off, 'midi', 'display-capture', 'browsing-topics']) {
      expect(site[feature], feature).toEqual([]);
    }
    // The landing page's video may go full screen or picture-in-picture.
    expect(site.fullscreen).toEqual(['self']);
    expect(site['picture-in-picture']).toEqual(['self']);
    for (const url of ['/admin', '/admin/my-day', '/admin/admin/sw.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      const backOffice = allowlists(String(res.headers['permissions-policy']));
      // The washer's photo (<input type="file" capture> on /admin/my-day), the run sheet's
      // copy button; the back office is one document, so every page of it.
      expect(backOffice.camera, url).toEqual(['self']);
      expect(backOffice['clipboard-write'], url).toEqual(['self']);
      for (const feature of off.filter((f) => f !== 'camera')) {
        expect(backOffice[feature], `${url} ${feature}`).toEqual([]);
      }
    }
    for (const url of ['/', '/tilaus', '/administrator', '/robots.txt', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe(permissionsPolicies.site);
      expect(allowlists(permissionsPolicies.site).camera).toEqual([]);
    }
  });

  it('keeps the web app immutable where hashed, revalidated for index.html, no-store when missing', async () => {
    const cases: [string, number, string][] = [
      ['/', 200, 'no-cache'],
      ['/tilaus', 200, 'no-cache'],
      ['/assets/main-abc123.js', 200, 'public, max-age=31536000, immutable'],
      ['/missing.js', 404, 'no-store'],
      ['/api/no-such-route', 404, 'no-store'],
    ];
    for (const [url, status, policy] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, status, policy]);
      expect(framingProblems(res)).toEqual([]);
    }
  });
});
