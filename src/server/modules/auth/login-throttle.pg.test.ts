import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '#server/db/schema/index.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { adminEnv, loginAs, testAdmin } from '#server/test-support/admin-session.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { loginThrottleLimits } from './login-throttle';

const { perAccount, perAddress } = loginThrottleLimits;

// Issue 12 point 8: the throttle counts first, then checks the password, so concurrent
// guesses cannot all pass the check before any is counted (PGlite has one connection, so
// only PostgreSQL can race).
describe('login throttle under concurrent guesses, on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    requirePostgresUrl();
    t = await createTestApp({ env: adminEnv });
    expect(t.database.kind).toBe('postgres');
    const s = await loginAs(t, testAdmin.email, testAdmin.password);
    const res = await s.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Kohde Käyttäjä', email: 'kohde@example.fi', password: 'salasana-123' },
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const login = (email: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: { origin: t.config.publicUrl },
      payload: { email, password: 'vaara-salasana' },
    });
  const failuresOf = async (key: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(loginFailures)
        .where(eq(loginFailures.key, key))
    )[0]!.n;

  it(`40 wrong passwords at once for one account: at most ${perAccount} are checked (401), the rest 429`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('kohde@example.fi', `198.18.${i}.1`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(perAccount);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(await failuresOf('account:kohde@example.fi')).toBeLessThanOrEqual(perAccount);
  });

  it(`40 guesses at once from one address: at most ${perAddress} are checked`, async () => {
    const address = '192.0.2.123';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`arvaus${i}@example.fi`, address)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(perAddress);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(await failuresOf(`address:${address}`)).toBeLessThanOrEqual(perAddress);
  });

  it('known and unknown e-mails do the same work: each wrong guess is one counted failure', async () => {
    for (const [i, email] of ['kohde2@example.fi', testAdmin.email].entries()) {
      const address = `192.0.2.${200 + i}`;
      expect((await login(email, address)).json().error).toBe('INVALID_CREDENTIALS');
      expect(await failuresOf(`address:${address}`)).toBe(1);
      expect(await failuresOf(`account:${email}`)).toBe(1);
    }
  });
});
