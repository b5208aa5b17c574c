import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '#contracts/messages.ts';
import { createAdminTestApp, type TestSession } from './test-support/admin-session';
import { operationOf, type JsonSchema, type OpenApi, type Operation } from './test-support/openapi';
import { databaseFingerprint, tableNames } from './test-support/database-fingerprint';
import { routeTable, type Route } from './test-support/route-table';
import { sessionsForRoutes } from './test-support/route-sessions';
import type { TestApp } from './test-support/test-app';

/**
 * Decision 039 for every route at once: text the database cannot store (NUL, the other
 * control characters but tab and line breaks, a lone surrogate) in any string field of a
 * body, a query or a path is refused with 400 VALIDATION_FAILED naming that field, and
 * nothing is stored. Routes come from Fastify's route table and their fields from the
 * OpenAPI document the app generates (as in hostile-input.test.ts), so a new route or field
 * is swept without a change here. Back-office routes are called with a session.
 */

type Path = (string | number)[];

/**
 * Left out: the Paytrail stand-in (never in production) checks its own raw bodies; logout
 * and refresh take no fields.
 */
const notSwept = (r: Route) =>
  r.method === 'HEAD' || !r.path.startsWith('/api/') || r.path.startsWith('/api/payment-simulator');

const hasType = (schema: JsonSchema, type: string) => [schema.type].flat().includes(type);

/** The path of every string in a body schema: properties, array items, unions, records. */
function stringFields(schema: JsonSchema | undefined, path: Path = []): Path[] {
  if (!schema) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const found = branches.flatMap((branch) => stringFields(branch, path));
  if (hasType(schema, 'string')) found.push(path);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push(...stringFields(property, [...path, name]));
  }
  if (typeof schema.additionalProperties === 'object') {
    found.push(...stringFields(schema.additionalProperties, [...path, 'x']));
  }
  if (schema.items) found.push(...stringFields(schema.items, [...path, 0]));
  const unique = new Map(found.map((p) => [p.join('.'), p]));
  return [...unique.values()];
}

/** A JSON value with `text` at `path` (objects and arrays made on the way). */
function bodyWith(path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [bodyWith(rest, text)];
  return { [head!]: bodyWith(rest, text) };
}

/** A value the path parameter's schema accepts, so that the field under test decides. */
function validParam(schema: JsonSchema | undefined): string {
  if (!schema?.pattern) return '1';
  const pattern = new RegExp(schema.pattern, 'u');
  return ['00100', 'abcdef12', '1'].find((value) => pattern.test(value)) ?? '1';
}

/** The characters sent, each inside ordinary text. */
const bodyTexts = ['ab\u0000cd', 'ab\u001bcd', 'ab\ud800cd'];
/** A lone surrogate cannot be percent-encoded: URLs get DEL instead. */
const urlTexts = ['ab\u0000cd', 'ab\u007fcd'];

interface Attempt {
  route: Route;
  field: string;
  url: string;
  payload?: string;
}

function attemptsFor(route: Route, operation: Operation | undefined): Attempt[] {
  const parameters = operation?.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const urlWith = (name?: string, text?: string) =>
    route.path.replace(/:(\w+)/g, (_, param: string) => {
      const value =
        param === name ? text! : validParam(pathParams.find((p) => p.name === param)?.schema);
      return encodeURIComponent(value);
    });
  const attempts: Attempt[] = [];
  for (const text of urlTexts) {
    for (const param of pathParams) {
      attempts.push({ route, field: param.name, url: urlWith(param.name, text) });
    }
    for (const query of parameters.filter((p) => p.in === 'query')) {
      const search = new URLSearchParams({ [query.name]: text }).toString();
      attempts.push({ route, field: query.name, url: `${urlWith()}?${search}` });
    }
  }
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  for (const text of bodyTexts) {
    for (const path of stringFields(schema)) {
      const payload = JSON.stringify(bodyWith(path, text));
      attempts.push({ route, field: path.join('.') || 'body', url: urlWith(), payload });
    }
  }
  return attempts;
}

describe('text the database cannot store is refused with 400 naming the field, on every route', () => {
  let t: TestApp;
  let session: TestSession;
  /** A session whose role may call the route (a washer's for the washer's own routes). */
  let sessionFor: (route: Route) => TestSession;
  let attempts: Attempt[];
  let tables: string[];

  const fingerprint = () => databaseFingerprint(t.database.db, tables);

  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
    sessionFor = await sessionsForRoutes(t, session);
    const openApi = t.app.swagger() as unknown as OpenApi;
    attempts = routeTable(t.app)
      .filter((r) => !notSwept(r))
      .flatMap((route) => attemptsFor(...operationOf(route, openApi)));
    // The rate limits count every request, refused or not (decision 037).
    tables = await tableNames(t.database.db, ['rate_counters']);
  });
  afterAll(() => t.close());

  it('finds the string fields of the routes in the OpenAPI document', () => {
    const fields = new Set(attempts.map((a) => `${a.route.method} ${a.route.path} ${a.field}`));
    expect(fields).toContain('POST /api/order address.name');
    expect(fields).toContain('POST /api/order address.streetAddress');
    expect(fields).toContain('GET /api/order q');
    expect(fields).toContain('POST /api/auth/login password');
    expect(fields).toContain('POST /api/calendar/:id 0.id');
    expect(fields).toContain('PUT /api/users/:id password');
    expect(fields).toContain('DELETE /api/users/:id/totp currentPassword');
    expect(fields).toContain('GET /api/order/payment/:reference reference');
    expect(fields.size).toBeGreaterThanOrEqual(100);
  });

  it('answers each with 400 VALIDATION_FAILED naming the field, and stores nothing', async () => {
    const before = await fingerprint();
    const expectedMessage = translateMessage('validation.control_characters', 'fi');
    const failures: string[] = [];
    for (const [i, { route, field, url, payload }] of attempts.entries()) {
      const res = await sessionFor(route).inject({
        method: route.method as 'POST',
        url,
        payload,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        // An address of its own: the per-route rate limits must not answer first.
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      });
      const isJson = String(res.headers['content-type']).startsWith('application/json');
      const body = isJson ? res.json<{ error?: string; fields?: Record<string, string> }>() : {};
      if (
        res.statusCode !== 400 ||
        body.error !== 'VALIDATION_FAILED' ||
        body.fields?.[field] !== expectedMessage
      ) {
        const sent = JSON.stringify(payload ?? url);
        failures.push(
          `${route.method} ${route.path} ${field} ${sent}: ${res.statusCode} ${res.body}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toBe(before);
    // The session survived the sweep.
    expect((await session.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(200);
  }, 180_000);

  it('takes bodies only as JSON: forms and multipart are refused with 415 before any route', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await session.inject({
        method: 'POST',
        url: '/api/notification',
        headers: { 'content-type': type },
        payload: 'message=ab%00cd',
      });
      expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ]);
    }
  });
});
