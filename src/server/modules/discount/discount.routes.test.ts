import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { discountValidateRateLimit } from './discount.routes';

// 2026-11-23 10:00 in Helsinki; 2026-11-22 23:30 UTC is already the 23rd there.
const now = '2026-11-23T10:00:00+02:00';

const validate = (t: TestApp, body: unknown, ip = '10.0.0.1', lang = 'fi') =>
  t.app.inject({
    method: 'POST',
    url: '/api/discount/validate',
    payload: body as Record<string, unknown>,
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });

describe('POST /api/discount/validate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now, seedDemo: false });
    const base = { fromDate: '2026-11-01', toDate: '2026-11-30', active: true };
    await t.database.db.insert(discounts).values([
      { ...base, code: 'KEVAT15', type: 'percent', value: 15, limit: 10, applied: 3 },
      { ...base, code: 'Fixed20', type: 'fixed', value: 2050, limit: null },
      { ...base, code: 'OFFCODE', type: 'percent', value: 10, active: false },
      { ...base, code: 'OLDCODE', type: 'percent', value: 10, toDate: '2026-11-22' },
      { ...base, code: 'SOONCODE', type: 'percent', value: 10, fromDate: '2026-11-24' },
      { ...base, code: 'USEDUP', type: 'fixed', value: 500, limit: 5, applied: 5 },
      { ...base, code: 'LASTDAY', type: 'percent', value: 5, toDate: '2026-11-23' },
      { ...base, code: 'FIRSTDAY', type: 'percent', value: 5, fromDate: '2026-11-23' },
    ]);
  });
  afterAll(() => t.close());

  it('answers a usable PERCENT code with its percent', async () => {
    const res = await validate(t, { code: 'KEVAT15' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'KEVAT15', type: 'PERCENT', discount: 15 });
  });

  it('answers a usable FIXED code in euros, whatever the letter case typed', async () => {
    const res = await validate(t, { code: ' fixed20 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'Fixed20', type: 'FIXED', discount: 20.5 });
  });

  it('counts the from and to days as valid, in Helsinki time', async () => {
    expect((await validate(t, { code: 'LASTDAY' })).statusCode).toBe(200);
    expect((await validate(t, { code: 'FIRSTDAY' })).statusCode).toBe(200);
  });

  it.each([
    ['inactive', 'OFFCODE'],
    ['expired', 'OLDCODE'],
    ['not yet valid', 'SOONCODE'],
    ['used up to its limit', 'USEDUP'],
    ['unknown', 'NOSUCHCODE'],
  ])('answers 204 with no body for an %s code', async (_, code) => {
    const res = await validate(t, { code });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it.each([
    ['a missing code', {}],
    ['a too short code', { code: 'abc' }],
    ['a too long code', { code: 'ABCDEFGHIJKLM' }],
    ['a code that is not text', { code: 12345 }],
  ])('rejects %s with 400 naming code', async (_, body) => {
    const res = await validate(t, body, '10.0.0.2', 'en');
    expect(res.statusCode).toBe(400);
    const error = res.json() as { error: string; message: string; fields: Record<string, string> };
    expect(error.error).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toEqual(['code']);
    expect(error.message).toContain('code');
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/discount/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"code":',
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
  });

  it('limits tries per client with 429 in the one error format', async () => {
    const ip = '10.0.0.99';
    const statuses: number[] = [];
    for (let i = 0; i < discountValidateRateLimit.max; i++) {
      statuses.push((await validate(t, { code: `TRY${i}XX` }, ip)).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([204]));
    const limited = await validate(t, { code: 'KEVAT15' }, ip, 'en');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'RATE_LIMITED', message: expect.any(String) });
    // Another client is not affected.
    expect((await validate(t, { code: 'KEVAT15' }, '10.0.0.100')).statusCode).toBe(200);
  });
});

describe('the demo campaign code', () => {
  it('DEMO10 is usable with the demo data', async () => {
    const t = await createTestApp({ now });
    const res = await validate(t, { code: 'DEMO10' });
    expect(res.json()).toEqual({ code: 'DEMO10', type: 'PERCENT', discount: 10 });
    await t.close();
  });
});
