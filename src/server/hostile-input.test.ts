import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestSession } from './test-support/admin-session';
import { operationOf, type JsonSchema, type OpenApi, type Operation } from './test-support/openapi';
import { databaseFingerprint, tableNames } from './test-support/database-fingerprint';
import { routeTable, type Route } from './test-support/route-table';
import { sessionsForRoutes } from './test-support/route-sessions';
import type { TestApp } from './test-support/test-app';

/**
 * Decisions 002 and 039 for every route at once: whatever a client sends (odd path parameters,
 * queries, headers, bodies of the wrong shape or no JSON at all) gets an answer below 500
 * in the one error format, and a refused state-changing request changes nothing in the
 * database. Routes come from Fastify's route table and their body and query fields from
 * the OpenAPI document the app generates, so a new route is swept without a change here.
 */

/**
 * Attempts per route and the random seed: fixed, so that CI sends the same requests every
 * time; `HOSTILE_RUNS=500 HOSTILE_SEED=$RANDOM npx vitest run --project api hostile` explores.
 */
const runs = Number(process.env.HOSTILE_RUNS ?? 25);
const seed = Number(process.env.HOSTILE_SEED ?? 20261121);

/**
 * Routes left out: logout ends the session and refresh rotates its cookie (a second use
 * of the old one ends it, by design), which would stop the sweep; the rest is not the API.
 */
const notSwept = (r: Route) =>
  r.method === 'HEAD' ||
  r.path === '/api/auth/logout' ||
  r.path === '/api/auth/refresh' ||
  r.path.startsWith('/api/docs') ||
  !r.path.startsWith('/api/');

/** The Paytrail stand-in answers as Paytrail does: its API's error format, or bank pages. */
const speaksOwnFormat = (r: Route) => r.path.startsWith('/api/payment-simulator');

const hostileText = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '9'.repeat(40),
  'NaN',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '\uffff\ud800',
  '😀'.repeat(40),
  'a'.repeat(5000),
  '../../etc/passwd',
  '2026-02-30',
  '25:61',
  'ä'.repeat(300),
);
const hostileNumber = fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileText,
  hostileNumber,
);

/** A value of about the field's own type (to pass the first checks), or anything else. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return anyValue;
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), anyValue);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valueFor(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const own: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(fc.string({ maxLength: 40 }), hostileText),
    integer: fc.oneof(fc.integer({ min: -5, max: 100_000 }), hostileNumber),
    number: fc.oneof(fc.double(), hostileNumber),
    boolean: fc.boolean(),
    array: fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }),
    object: bodyFor(schema, depth + 1),
  };
  return fc.oneof({ arbitrary: own[type ?? ''] ?? anyValue, weight: 3 }, anyValue);
}

/** An object with each known field left out, of its type, or of another; extra keys too. */
function bodyFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema?.properties ?? {});
  const record = fc.record(
    Object.fromEntries(fields.map(([name, s]) => [name, valueFor(s, depth)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'x'), anyValue, {
    maxKeys: 2,
  });
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** Text a URL can carry (a lone surrogate cannot be percent-encoded; bodies still get one). */
function isEncodable(text: string) {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
const urlText = hostileText.filter(isEncodable);

const pathValue = fc.oneof(
  urlText,
  fc.string({ maxLength: 20 }),
  fc.integer({ min: -2, max: 40 }).map(String),
  fc.integer({ min: 100_000 }).map(String),
);

interface Attempt {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function attempts(route: Route, operation: Operation | undefined): fc.Arbitrary<Attempt> {
  const names = [...route.path.matchAll(/:(\w+)(\|:\w+)*/g)].map((m) => m[1]!);
  const params = fc.tuple(...names.map(() => pathValue));
  const queryFields = (operation?.parameters ?? []).filter((p) => p.in === 'query');
  const query = fc.oneof(
    fc.constant(''),
    fc
      .dictionary(
        fc.oneof(fc.constantFrom(...queryFields.map((p) => p.name), 'x', '__proto__'), fc.string()),
        fc.oneof(urlText, fc.string()),
        { maxKeys: 4 },
      )
      .map((q) => `?${new URLSearchParams(q as Record<string, string>).toString()}`),
    fc.constantFrom('?a[]=1&a[]=2', '?%zz', '?a=1&a=2'),
  );
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const payload = hasBody
    ? fc.oneof(
        { arbitrary: bodyFor(schema).map((b) => JSON.stringify(b)), weight: 5 },
        { arbitrary: anyValue.map((v) => JSON.stringify(v) ?? 'null'), weight: 1 },
        { arbitrary: fc.constantFrom('{', '{"a":', 'not json', '[1,]', '\u0000'), weight: 1 },
        { arbitrary: fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`), weight: 1 },
      )
    : fc.constant(undefined);
  const headers = fc.record(
    {
      'idempotency-key': fc.oneof(fc.string({ maxLength: 80 }), fc.uuid()),
      'accept-language': fc.constantFrom('fi', 'en', 'xx', '*', ''),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({ params, query, payload, headers })
    .map(({ params, query, payload, headers }) => {
      let i = 0;
      const url =
        route.path.replace(/:(\w+)(\|:\w+)*/g, () => encodeURIComponent(params[i++] as string)) +
        query;
      return {
        url,
        payload,
        headers:
          payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      };
    });
}

describe('no request a client can send gets a 500 or changes anything when refused', () => {
  let t: TestApp;
  let session: TestSession;
  /** A session whose role may call the route (a washer's for the washer's own routes). */
  let sessionFor: (route: Route) => TestSession;
  let routes: Route[];
  let openApi: OpenApi;
  let tables: string[];

  const fingerprint = () => databaseFingerprint(t.database.db, tables);

  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
    sessionFor = await sessionsForRoutes(t, session);
    routes = routeTable(t.app).filter((r) => !notSwept(r));
    openApi = t.app.swagger() as unknown as OpenApi;
    // Counted on purpose: a refused login is a failure (ASVS 2.2.1), and the rate limits
    // count every request, refused or not (rate_counters, decision 037).
    tables = await tableNames(t.database.db, ['login_failures', 'rate_counters']);
  });
  afterAll(() => t.close());

  it('sweeps the API routes of the route table, with their OpenAPI fields', () => {
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(tables).toEqual(expect.arrayContaining(['orders', 'users', 'discounts']));
    const order = openApi.paths['/api/order']?.post?.requestBody?.content;
    expect(Object.keys(order?.['application/json']?.schema?.properties ?? {})).toContain('address');
  });

  // Before the sweep, which may use up the order route's rate limit (429 comes first).
  it('refuses a body over 64 kB with 413 in the error format', async () => {
    const res = await session.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'a'.repeat(70_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers every attempt below 500, in the one error format, and a refusal changes nothing', async () => {
    const failures: string[] = [];
    const swept = new Set<string>();
    for (const route of routes) {
      const [, operation] = operationOf(route, openApi);
      const changes = route.method !== 'GET';
      // A thrown error (in the app or in building the request) fails fc.assert with the
      // attempt that caused it; wrong answers are collected and listed together below.
      await fc.assert(
        fc.asyncProperty(attempts(route, operation), async (attempt) => {
          const before = changes ? await fingerprint() : '';
          const res = await sessionFor(route).inject({
            method: route.method as 'POST',
            url: attempt.url,
            headers: attempt.headers,
            payload: attempt.payload,
          });
          swept.add(route.path);
          const what = `${route.method} ${attempt.url.slice(0, 120)} ${attempt.payload?.slice(0, 200) ?? ''}`;
          if (res.statusCode >= 500) failures.push(`${what} -> ${res.statusCode} ${res.body}`);
          if (res.statusCode >= 400 && !speaksOwnFormat(route)) {
            const isJson = String(res.headers['content-type']).startsWith('application/json');
            const body = isJson ? res.json<{ error?: unknown; message?: unknown }>() : {};
            if (typeof body.error !== 'string' || typeof body.message !== 'string') {
              failures.push(`${what} -> ${res.statusCode} not in the error format: ${res.body}`);
            }
          }
          if (res.statusCode >= 400 && changes && (await fingerprint()) !== before) {
            failures.push(`${what} -> ${res.statusCode} but the database changed`);
          }
        }),
        { numRuns: runs, seed },
      );
      if (failures.length > 0) break;
    }
    expect(failures).toEqual([]);
    expect([...swept].sort()).toEqual([...new Set(routes.map((r) => r.path))].sort());
    // The sweep ran with one session throughout: nothing above ended it.
    expect((await session.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(200);
    // Thousands of requests, each comparing every table: minutes on a busy machine.
  }, 180_000);
});
