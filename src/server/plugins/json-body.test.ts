import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { isNestedDeeperThan, maxJsonDepth } from './json-body';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('public bodies: 64 kB at most, JSON nested 32 deep at most', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // A route that answers what was parsed, to tell parsed bodies from refused ones.
      extend: (app) => {
        app.post('/test/echo', async (request) => ({ parsed: request.body }));
        app.delete('/test/echo', async (request) => ({ isEmpty: request.body === undefined }));
      },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('refuses a 100 kB order with 413 in the error format, before reading it', async () => {
    const res = await post('/api/order', JSON.stringify({ additionalInfo: 'a'.repeat(100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Pyyntö on liian suuri' });
  });

  it(`refuses JSON nested ${maxJsonDepth + 1} deep with 400, and parses ${maxJsonDepth} deep`, async () => {
    const deep = await post('/test/echo', nested(maxJsonDepth + 1));
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    const order = await post('/api/order', nested(5000));
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ error: 'VALIDATION_FAILED' });

    const fine = await post('/test/echo', nested(maxJsonDepth));
    expect(fine.statusCode).toBe(200);
    expect(JSON.stringify(fine.json().parsed)).toBe(nested(maxJsonDepth));
    // Brackets inside strings (escaped quotes too) are text, not nesting.
    const text = JSON.stringify({ note: `"\\${'[{'.repeat(100)}` });
    const inString = await post('/test/echo', text);
    expect(inString.statusCode).toBe(200);
    expect(inString.json().parsed).toEqual(JSON.parse(text));
  });

  it('still refuses bad JSON and prototype poisoning with 400', async () => {
    for (const body of [
      '{"a":',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{}}}',
    ]) {
      const res = await post('/test/echo', body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
  });

  it('refuses a compressed body with 415 naming the coding, parsing nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('reads an empty DELETE body labelled JSON as no body; an empty POST body stays 400', async () => {
    const headers = { 'content-type': 'application/json' };
    for (const payload of ['', '  ']) {
      const res = await t.app.inject({ method: 'DELETE', url: '/test/echo', headers, payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isEmpty: true });
    }
    expect((await post('/test/echo', '')).statusCode).toBe(400);
  });

  it('counts depth outside strings only', () => {
    expect(isNestedDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(isNestedDeeperThan('{"a":[1,{"b":[[]]}]}', 4)).toBe(true);
    expect(isNestedDeeperThan('"[[[[\\"[[["', 1)).toBe(false);
    expect(isNestedDeeperThan('["\\\\",[[]]]', 2)).toBe(true);
  });
});
