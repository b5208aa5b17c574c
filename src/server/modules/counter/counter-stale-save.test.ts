import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  createAdminTestApp,
  loginAs,
  type TestSession,
} from '#server/test-support/admin-session.ts';
import { registerUser } from '#server/test-support/auth-requests.ts';
import {
  putCounter,
  readCounterVersion as readCounter,
} from '#server/test-support/counter-admin.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Decision 047: a save of a configuration someone saved meanwhile is refused, naming them.
describe('PUT counter/:id of a stale version', () => {
  let t: TestApp;
  let anna: TestSession;
  let bert: TestSession;
  beforeAll(async () => {
    ({ t, session: anna } = await createAdminTestApp());
    const bertUser = {
      name: 'Bertta Toimisto',
      email: 'bertta@example.fi',
      password: 'salasana-bertta-1',
    };
    await registerUser(anna, bertUser);
    bert = await loginAs(t, bertUser.email, bertUser.password);
  });
  afterAll(() => t.close());

  it('answers each read with its version, which every save moves on', async () => {
    const first = await readCounter(t);
    expect(first.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const saved = await putCounter(anna, first);
    expect(saved.statusCode).toBe(200);
    const again = await putCounter(anna, saved.json());
    expect(again.statusCode).toBe(200);
    const versions = [first, saved.json(), again.json()].map((c) => Date.parse(c.updated_at));
    expect(versions[1]).toBeGreaterThan(versions[0]!);
    expect(versions[2]).toBeGreaterThan(versions[1]!);
    expect((await readCounter(t)).updated_at).toBe(again.json().updated_at);
  });

  it('refuses the second of two saves from one version with 409 naming who saved and when; the first stays', async () => {
    const loaded = await readCounter(t);
    const byBert = await putCounter(bert, { ...loaded, base_price: 55 });
    expect(byBert.statusCode).toBe(200);
    const byAnna = await putCounter(anna, { ...loaded, base_price: 66 }, '1', 'en');
    expect(byAnna.statusCode).toBe(409);
    const answer = errorResponseSchema.parse(byAnna.json());
    expect(answer.error).toBe('CONFLICT');
    expect(answer.fields).toEqual({
      updated_at: 'Someone else saved this meanwhile: reload the page',
    });
    expect(answer.details).toEqual({
      savedBy: 'Bertta Toimisto',
      savedAt: byBert.json().updated_at,
    });
    expect((await readCounter(t)).base_price).toBe(55);

    // Reloaded, her save goes through.
    const reloaded = await readCounter(t);
    const retry = await putCounter(anna, { ...reloaded, base_price: 66 });
    expect(retry.statusCode).toBe(200);
    expect((await readCounter(t)).base_price).toBe(66);
  });

  it('refuses a malformed version with 400 naming it', async () => {
    const res = await putCounter(anna, { ...(await readCounter(t)), updated_at: 'eilen' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('updated_at');
  });
});
