import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { adminEnv, loginAs, testAdmin } from '#server/test-support/admin-session.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { loginThrottleLimits } from './login-throttle';

const { windowMs, perAccount, perAddress } = loginThrottleLimits;

describe('login rate limiting', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: adminEnv });
    await loginAs(t, testAdmin.email, testAdmin.password);
    const s = await loginAs(t, testAdmin.email, testAdmin.password);
    for (const email of ['toinen@example.fi', 'kolmas@example.fi']) {
      const res = await s.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Testi Käyttäjä', email, password: 'salasana-123' },
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());
  beforeEach(() => clock.advance(windowMs + 1000));

  const login = (email: string, password: string, address = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: { origin: t.config.publicUrl },
      payload: { email, password },
    });

  it(`locks an account for the window after ${perAccount} failures, even for the right password`, async () => {
    for (let i = 0; i < perAccount; i++) {
      const res = await login('toinen@example.fi', 'vaara-salasana', `203.0.113.${10 + i}`);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await login('toinen@example.fi', 'salasana-123', '198.51.100.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'RATE_LIMITED' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    // Other accounts from the same addresses are not affected.
    expect((await login('kolmas@example.fi', 'salasana-123', '203.0.113.10')).statusCode).toBe(200);
    // Letter case does not get round the lock.
    expect((await login('TOINEN@example.fi', 'salasana-123', '198.51.100.8')).statusCode).toBe(429);
    clock.advance(retryAfter * 1000 + 1);
    expect((await login('toinen@example.fi', 'salasana-123', '198.51.100.7')).statusCode).toBe(200);
  });

  it('counts the unknown emails too, answering the same as for known ones until the lock', async () => {
    for (let i = 0; i < perAccount; i++) {
      const res = await login('ei-ole@example.fi', 'vaara-salasana', `203.0.113.${50 + i}`);
      expect(res.json().error).toBe('INVALID_CREDENTIALS');
    }
    expect((await login('ei-ole@example.fi', 'x', '203.0.113.99')).statusCode).toBe(429);
  });

  it('a success clears the account count', async () => {
    for (let i = 0; i < perAccount - 1; i++) {
      await login('kolmas@example.fi', 'vaara-salasana', '203.0.113.20');
    }
    expect((await login('kolmas@example.fi', 'salasana-123', '203.0.113.21')).statusCode).toBe(200);
    for (let i = 0; i < perAccount - 1; i++) {
      expect((await login('kolmas@example.fi', 'vaara', '203.0.113.22')).statusCode).toBe(401);
    }
  });

  it(`limits one address to ${perAddress} failures over any accounts`, async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < perAddress; i++) {
      const res = await login(`arvaus${i}@example.fi`, 'vaara-salasana', address);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await login(testAdmin.email, testAdmin.password, address);
    expect(blocked.statusCode).toBe(429);
    // A success elsewhere does not reset the address.
    expect((await login(testAdmin.email, testAdmin.password, '192.0.2.45')).statusCode).toBe(200);
    expect((await login(testAdmin.email, testAdmin.password, address)).statusCode).toBe(429);
    clock.advance(windowMs);
    expect((await login(testAdmin.email, testAdmin.password, address)).statusCode).toBe(200);
  });

  it('counts the failures of every server process sharing the database', async () => {
    // A second process: its own app (and memory) on the same database.
    const other = await buildApp(t.config, { database: t.database, clock });
    await other.ready();
    try {
      const loginAt = (app: typeof other, address: string, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: address,
          headers: { origin: t.config.publicUrl },
          payload: { email: 'toinen@example.fi', password },
        });
      for (let i = 0; i < perAccount; i++) {
        const app = i % 2 === 0 ? t.app : other;
        expect((await loginAt(app, `198.18.0.${i}`, 'vaara-salasana')).statusCode).toBe(401);
      }
      expect((await loginAt(other, '198.18.1.1', 'salasana-123')).statusCode).toBe(429);
      expect((await loginAt(t.app, '198.18.1.2', 'salasana-123')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('caps the login calls of one address per minute, whatever their outcome', async () => {
    const address = '192.0.2.200';
    let status = 0;
    let calls = 0;
    while (calls < 100 && status !== 429) {
      calls++;
      status = (await login('', '', address)).statusCode;
    }
    expect(status).toBe(429);
    expect(calls).toBe(61);
  });
});
