import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('the one error format', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        app.get('/api/test/boom', () => {
          throw new Error('secret internal detail at /srv/app.ts:12');
        });
        app.post('/api/test/echo', (request) => request.body ?? {});
      },
    });
  });
  afterAll(() => t.close());

  it('hides internals of a 500 and answers in the client language', async () => {
    const fi = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(fi.statusCode).toBe(500);
    expect(fi.json()).toEqual({
      error: 'INTERNAL',
      message: 'Uups! Jotain odottamatonta tapahtui...',
    });
    expect(fi.body).not.toContain('secret');
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.json().message).toBe('Uups! Something unexpected occurred...');
  });

  it('answers 404 as JSON for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
  });

  it('answers 415 to a content type it does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
