import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterApi } from '#contracts/counter.ts';
import { buildApp } from '#server/app.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import {
  createAdminTestApp,
  testAdmin,
  type TestSession,
} from '#server/test-support/admin-session.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Decision 047: a stale save of the price configuration names who saved the newer version,
// also when that save was made by another process (counter_configs.updated_by).
describe('two app processes: a stale save names who saved in the other', () => {
  let t: TestApp;
  let admin: TestSession;
  let b: FastifyInstance;
  beforeAll(async () => {
    requirePostgresUrl();
    ({ t, session: admin } = await createAdminTestApp());
    b = await buildApp(t.config, { database: t.database });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it("B's refusal names the user who saved through A", async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/counter/9999' });
    const { translate: _translate, ...loaded } = read.json<CounterApi>();
    const first = await admin.inject({
      method: 'PUT',
      url: '/api/counter/1',
      payload: { ...loaded, base_price: loaded.base_price + 1 },
    });
    expect(first.statusCode, first.body).toBe(200);
    // The same form, saved again through the other process (signed in there) from the
    // version it loaded.
    const origin = t.config.publicUrl;
    const login = await b.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin },
      payload: testAdmin,
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = (login.cookies as { name: string; value: string }[])
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const stale = await b.inject({
      method: 'PUT',
      url: '/api/counter/1',
      headers: { origin, cookie },
      payload: { ...loaded, base_price: loaded.base_price + 2 },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const { name } = login.json<{ name: string }>();
    expect(name.length).toBeGreaterThan(0);
    expect(stale.json()).toMatchObject({
      error: 'CONFLICT',
      details: { savedBy: name, savedAt: first.json<CounterApi>().updated_at },
    });
  });
});
