import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGrants } from '#contracts/access.ts';
import { concrete, isPublic } from '../test-support/public-routes';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { ownCredentials } from './api-docs-operations';

type Requirement = Record<string, string[]>;
interface Content {
  schema?: { type?: string; format?: string; nullable?: boolean; enum?: unknown[] };
}
interface Operation {
  operationId?: string;
  security?: Requirement[];
  responses: Record<string, { content?: Record<string, Content> }>;
  'x-secret-in-path'?: string[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, unknown> };
}

/**
 * The warnings of Redocly's recommended rules that stay, each for its reason (decision 066).
 * Any other warning, and every error, fails the test.
 */
const acceptedWarnings: Record<string, string> = {
  'info-license': 'no licence has been chosen for the product: the document does not invent one',
  'no-ambiguous-paths':
    '/api/order/payment/{reference} beside /api/order/{id}/cancel and the like: the addresses are a contract, and Fastify matches the static segment first',
  'operation-4xx-response':
    'public reads without any input (health, banners, the seller) have no 4xx answer',
};

/** Files, with the media type they are served with (their route tests read the header). */
const files: [string, string, string][] = [
  ['get', '/api/manage/{token}/receipt.pdf', 'application/pdf'],
  ['get', '/api/order/{id}/receipt.pdf', 'application/pdf'],
  ['get', '/api/manage/{token}/calendar.ics', 'text/calendar'],
  ['get', '/api/calendar-feed/{washerId}/{secret}', 'text/calendar'],
  ['get', '/api/reports/orders.csv', 'text/csv'],
  ['get', '/api/order/{id}/photos/{photoId}', 'image/jpeg'],
];

const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/**
 * Issue 25 point 5: the app's own OpenAPI document, from its real route, is valid for
 * swagger-parser and for Redocly's recommended rules, so that a client generator can use it.
 * It reads the route table, so a new route is checked without a change here.
 */
describe('the OpenAPI document at /api/docs/json', () => {
  let t: TestApp;
  let webRoot: string;
  let text: string;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.entries(item).map(([method, operation]) => ({ url, method, operation })),
    );

  beforeAll(async () => {
    // A web root, so that the web app's catch-all route `/*` exists as in production.
    webRoot = mkdtempSync(path.join(tmpdir(), 'web-root-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
    t = await createTestApp({ env: { WEB_ROOT: webRoot } });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, `the document could not be made: ${res.body}`).toBe(200);
    text = res.body;
    doc = JSON.parse(text) as Document;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('passes swagger-parser', async () => {
    // On failure its message names each offending JSON pointer.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("has no error of Redocly's recommended rules, and only the accepted warnings", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const said = (p: (typeof problems)[number]) =>
      `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(said)).toEqual([]);
    const warnings = problems.filter((p) => p.severity === 'warn');
    expect(warnings.filter((p) => !(p.ruleId in acceptedWarnings)).map(said)).toEqual([]);
  });

  it('describes the API only: not the web pages nor the Paytrail simulator', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/*' })).toBe(true);
    expect(t.app.hasRoute({ method: 'POST', url: '/api/payment-simulator/payments' })).toBe(true);
    const outside = Object.keys(doc.paths).filter(
      (url) => !url.startsWith('/api/') || url.startsWith('/api/payment-simulator'),
    );
    expect(outside).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(80);
  });

  it('gives every operation its own operationId', () => {
    const seen = new Map<string, string[]>();
    for (const { url, method, operation } of operations()) {
      const id = operation.operationId ?? '(none)';
      seen.set(id, [...(seen.get(id) ?? []), `${method.toUpperCase()} ${url}`]);
    }
    const clashes = [...seen].filter(([id, at]) => id === '(none)' || at.length > 1);
    expect(clashes).toEqual([]);
    expect(doc.paths['/api/order/{id}/receipt.pdf']?.get?.operationId).toBe(
      'getOrderByIdReceiptPdf',
    );
  });

  it('declares security on every operation as the guard enforces it', () => {
    const schemes = Object.keys(doc.components.securitySchemes ?? {});
    const wrong: string[] = [];
    for (const { url, method, operation } of operations()) {
      const route = { method: method.toUpperCase(), path: fastifyPath(url) };
      const name = `${route.method} ${route.path}`;
      const security = operation.security;
      if (!security) {
        wrong.push(`${name}: no security`);
        continue;
      }
      const used = security.flatMap((requirement) => Object.keys(requirement));
      for (const scheme of used.filter((s) => !schemes.includes(s))) {
        wrong.push(`${name}: unknown scheme ${scheme}`);
      }
      if (name in ownCredentials) continue;
      if (name in routeGrants) {
        const expected = ['GET', 'HEAD'].includes(route.method)
          ? [{ staffSession: [] }]
          : [{ staffSession: [], sameOrigin: [] }];
        if (JSON.stringify(security) !== JSON.stringify(expected)) {
          wrong.push(`${name}: a back-office route, declared ${JSON.stringify(security)}`);
        }
      } else if (!isPublic(route)) {
        wrong.push(`${name}: neither in the role table nor a public route`);
      } else if (used.some((s) => s.startsWith('staff'))) {
        wrong.push(`${name}: a public route, declared ${JSON.stringify(security)}`);
      }
    }
    expect(wrong).toEqual([]);
    const names = operations().map((o) => `${o.method.toUpperCase()} ${fastifyPath(o.url)}`);
    expect(Object.keys(ownCredentials).filter((name) => !names.includes(name))).toEqual([]);
    expect(
      doc.paths['/api/integrations/kbot/calendars/{calendarId}/blocks']?.put?.security,
    ).toEqual([{ kbotToken: [] }]);
  });

  it('marks the secret links, and each refuses a made-up secret', async () => {
    const links = operations().filter((o) => o.operation['x-secret-in-path']);
    expect(links.map((o) => `${o.method} ${o.url}`)).toEqual(
      expect.arrayContaining([
        'get /api/manage/{token}',
        'get /api/calendar-feed/{washerId}/{secret}',
        'get /api/order/payment/{reference}',
      ]),
    );
    for (const { url, method, operation } of links) {
      expect(operation.security, url).toEqual([]);
      if (method !== 'get') continue;
      const res = await t.app.inject({ method: 'GET', url: concrete(fastifyPath(url)) });
      expect([400, 404], `GET ${url} with a made-up secret`).toContain(res.statusCode);
    }
  });

  it('documents files with their media types, and no other answer as a JSON string', () => {
    for (const [method, url, type] of files) {
      const content = doc.paths[url]?.[method]?.responses['200']?.content ?? {};
      expect(Object.keys(content), `${method} ${url}`).toEqual([type]);
    }
    const jsonStrings = operations().flatMap(({ url, method, operation }) =>
      Object.entries(operation.responses)
        .filter(([status, answer]) => {
          const schema = answer.content?.['application/json']?.schema;
          return status.startsWith('2') && schema?.type === 'string' && !schema.enum;
        })
        .map(([status]) => `${method} ${url} ${status}`),
    );
    expect(jsonStrings).toEqual([]);
    const noContent = operations().filter((o) => o.operation.responses['204']?.content);
    expect(noContent.map((o) => `${o.method} ${o.url}`)).toEqual([]);
  });

  it("describes the Paytrail callback's query as its named parameters", () => {
    const parameters = (
      doc.paths['/api/payment/callback']?.get as { parameters?: { name: string; in: string }[] }
    ).parameters;
    expect(parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['query checkout-reference', 'query signature']),
    );
    expect(parameters?.map((p) => p.name)).not.toContain('additionalProperties');
  });
});
