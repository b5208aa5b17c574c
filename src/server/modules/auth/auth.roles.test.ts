import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGrants, type StaffRole } from '#contracts/access.ts';
import {
  createAdminTestApp,
  loginAs,
  testAdmin,
  type TestSession,
} from '#server/test-support/admin-session.ts';
import { registerUser } from '#server/test-support/auth-requests.ts';
import { databaseFingerprint, tableNames } from '#server/test-support/database-fingerprint.ts';
import { concrete, isPublic } from '#server/test-support/public-routes.ts';
import { routeTable, type Route } from '#server/test-support/route-table.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

/**
 * The role table (src/contracts/access.ts, decision 058) route by route: every back-office
 * route of the built app has its line, and each role is refused (403 FORBIDDEN, nothing
 * changed) or served exactly as the line says.
 */
const password = 'salasana-123';
const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);
const grants = routeGrants as Record<string, readonly string[]>;

/** The table's key of a printed route: `:a|:b` is one place of two routes declared apart. */
function keysOf(route: Route): string[] {
  const variants = [''];
  for (const part of route.path.split('/').slice(1)) {
    const choices = part.split('|');
    variants.splice(
      0,
      variants.length,
      ...variants.flatMap((v) => choices.map((choice) => `${v}/${choice}`)),
    );
  }
  return variants.map((path) => `${route.method} ${path}`);
}
const tableKeyOf = (route: Route) => keysOf(route).find((key) => key in grants);

describe('the role table', () => {
  let t: TestApp;
  let admin: TestSession;
  let sessions: Record<Exclude<StaffRole, 'admin'>, TestSession>;
  let ids: { office: number; washer: number; washerId: number };
  let guarded: Route[];

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp());
    const washers = (await admin.inject({ method: 'GET', url: '/api/settings/cleaners' })).json<
      { id: number }[]
    >();
    const washerId = washers[0]!.id;
    ids = {
      washerId,
      office: await registerUser(admin, {
        name: 'Toimisto Olli',
        email: 'olli@example.fi',
        password,
        role: 'office',
      }),
      washer: await registerUser(admin, {
        name: 'Pesijä Mikko',
        email: 'mikko@example.fi',
        password,
        role: 'washer',
        washerId,
      }),
    };
    sessions = {
      office: await loginAs(t, 'olli@example.fi', password),
      washer: await loginAs(t, 'mikko@example.fi', password),
    };
    guarded = routeTable(t.app).filter((r) => !isPublic(r) && r.method !== 'HEAD');
  });
  afterAll(() => t.close());

  it('has one line for every back-office route, and no line without a route', () => {
    const missing = guarded.filter((r) => !tableKeyOf(r)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const served = new Set(guarded.flatMap(keysOf));
    expect(Object.keys(grants).filter((key) => !served.has(key))).toEqual([]);
  });

  for (const role of ['office', 'washer'] as const) {
    it(`refuses every route outside the ${role} role with 403 FORBIDDEN and changes nothing`, async () => {
      const tables = await tableNames(t.database.db, ['rate_counters']);
      const before = await databaseFingerprint(t.database.db, tables);
      const failures: string[] = [];
      for (const route of guarded.filter((r) => !grants[tableKeyOf(r)!]!.includes(role))) {
        const url = concrete(route.path);
        const res = await sessions[role].inject({
          method: route.method as 'GET',
          url,
          payload: bodyMethods.has(route.method) ? {} : undefined,
        });
        if (res.statusCode !== 403 || res.json().error !== 'FORBIDDEN') {
          failures.push(`${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await databaseFingerprint(t.database.db, tables)).toBe(before);
      // The refusals did not end the session.
      const me = await sessions[role].inject({ method: 'GET', url: '/api/auth' });
      expect(me.json()).toMatchObject({ role });
    });

    it(`lets the ${role} role past the guard on every route its line gives it`, async () => {
      const failures: string[] = [];
      for (const route of guarded.filter((r) => grants[tableKeyOf(r)!]!.includes(role))) {
        const url = concrete(route.path);
        const res = await sessions[role].inject({
          method: route.method as 'GET',
          url,
          payload: bodyMethods.has(route.method) ? {} : undefined,
        });
        const error = res.statusCode === 403 ? res.json().error : null;
        // A photo of another washer's job is refused past the guard (the route's own check).
        const isPastGuard = error !== null && error !== 'FORBIDDEN';
        if (res.statusCode === 401 || (res.statusCode === 403 && !isPastGuard)) {
          failures.push(`${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        if (res.statusCode >= 500) failures.push(`${route.method} ${url}: ${res.statusCode}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('serves and refuses the office as the issue lists', async () => {
    const office = sessions.office;
    const status = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      (await office.inject({ method, url, payload })).statusCode;
    expect(await status('PUT', '/api/counter/1', {})).toBe(403);
    expect(await status('GET', '/api/users')).toBe(403);
    expect(await status('POST', '/api/settings/cleaners', {})).toBe(403);
    expect(await status('PUT', '/api/settings/shop-info', {})).toBe(403);
    expect(await status('POST', '/api/customers/erase', {})).toBe(403);
    expect(await status('GET', '/api/order')).toBe(200);
    expect(await status('GET', '/api/dispatch?date=2026-11-23')).toBe(200);
    expect(await status('POST', '/api/order/staff', {})).toBe(400);
  });

  it('answers the signed-in user with role and washerId', async () => {
    const me = async (s: TestSession) =>
      (await s.inject({ method: 'GET', url: '/api/auth' })).json();
    expect(await me(admin)).toMatchObject({ role: 'admin', washerId: null });
    expect(await me(sessions.office)).toMatchObject({
      id: ids.office,
      name: 'Toimisto Olli',
      role: 'office',
      washerId: null,
    });
    expect(await me(sessions.washer)).toMatchObject({
      id: ids.washer,
      role: 'washer',
      washerId: ids.washerId,
    });
  });

  it("lets anyone edit their own profile, not someone else's, and not their own role", async () => {
    const own = await sessions.washer.inject({
      method: 'PUT',
      url: `/api/users/${ids.washer}`,
      payload: { name: 'Pesijä Mikko V.', email: 'mikko@example.fi' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ role: 'washer', washerId: ids.washerId });
    const read = await sessions.washer.inject({ method: 'GET', url: `/api/users/${ids.washer}` });
    expect(read.json()).toMatchObject({ name: 'Pesijä Mikko V.' });
    const other = await sessions.office.inject({
      method: 'PUT',
      url: `/api/users/${ids.washer}`,
      payload: { name: 'Kaapattu', email: 'mikko@example.fi' },
    });
    expect(other.statusCode).toBe(403);
    const promote = await sessions.office.inject({
      method: 'PUT',
      url: `/api/users/${ids.office}`,
      payload: {
        name: 'Toimisto Olli',
        email: 'olli@example.fi',
        role: 'admin',
        currentPassword: password,
      },
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().error).toBe('FORBIDDEN');
    const list = (await admin.inject({ method: 'GET', url: '/api/users' })).json<
      { id: number; name: string; role: string }[]
    >();
    expect(list.find((u) => u.id === ids.washer)?.name).toBe('Pesijä Mikko V.');
    expect(list.find((u) => u.id === ids.office)?.role).toBe('office');
  });
});

describe('giving roles', () => {
  let t: TestApp;
  let admin: TestSession;
  let washerId: number;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp());
    const washers = (await admin.inject({ method: 'GET', url: '/api/settings/cleaners' })).json<
      { id: number }[]
    >();
    washerId = washers[0]!.id;
  });
  afterAll(() => t.close());

  const register = (payload: object) =>
    admin.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Uusi Käyttäjä', password, ...payload },
    });
  const userOf = async (id: number) =>
    (await admin.inject({ method: 'GET', url: `/api/users/${id}` })).json();

  it('makes a new user office unless told otherwise', async () => {
    const res = await register({ email: 'uusi@example.fi' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'office', washerId: null });
  });

  it('refuses a washer without a washer, or with one that does not exist: 400 naming washerId', async () => {
    const count = async () =>
      (await admin.inject({ method: 'GET', url: '/api/users' })).json<unknown[]>().length;
    const before = await count();
    for (const [extra, message] of [
      [{}, 'Pakollinen tieto'],
      [{ washerId: null }, 'Pakollinen tieto'],
      [{ washerId: 999999 }, 'Pesijää ei löydy'],
    ] as const) {
      const res = await register({ email: 'pesija@example.fi', role: 'washer', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ washerId: message });
    }
    const badRole = await register({ email: 'pesija@example.fi', role: 'boss' });
    expect(badRole.statusCode).toBe(400);
    expect(Object.keys(badRole.json().fields)).toEqual(['role']);
    expect(await count()).toBe(before);
  });

  it("needs re-authentication to change a role, and ends that user's sessions", async () => {
    const id = await registerUser(admin, {
      name: 'Vaihtuva Ville',
      email: 'ville@example.fi',
      password,
      role: 'office',
    });
    const ville = await loginAs(t, 'ville@example.fi', password);
    const change = { name: 'Vaihtuva Ville', email: 'ville@example.fi', role: 'washer', washerId };
    const unproven = await admin.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: change,
    });
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().error).toBe('REAUTHENTICATION_FAILED');
    expect(await userOf(id)).toMatchObject({ role: 'office', washerId: null });
    expect((await ville.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(200);

    const proven = await admin.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { ...change, currentPassword: testAdmin.password },
    });
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({ role: 'washer', washerId });
    expect((await ville.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(401);
    // Name and e-mail alone still need no proof, and the role stays.
    const rename = await admin.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { name: 'Ville Pesijä', email: 'ville@example.fi' },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ name: 'Ville Pesijä', role: 'washer', washerId });
  });

  it('keeps the last admin an admin, and lets a second one step down', async () => {
    const me = (await admin.inject({ method: 'GET', url: '/api/auth' })).json<{ id: number }>();
    const demote = (id: number, by: TestSession, email: string) =>
      by.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: { name: 'Ylläpitäjä', email, role: 'office', currentPassword: password },
      });
    const last = await admin.inject({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      payload: {
        name: 'Ylläpitäjä',
        email: testAdmin.email,
        role: 'office',
        currentPassword: testAdmin.password,
      },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe('LAST_ADMIN');
    expect(await userOf(me.id)).toMatchObject({ role: 'admin' });

    const second = await registerUser(admin, {
      name: 'Toinen Ylläpitäjä',
      email: 'toinen@example.fi',
      password,
    });
    const other = await loginAs(t, 'toinen@example.fi', password);
    expect((await demote(second, other, 'toinen@example.fi')).statusCode).toBe(200);
    expect(await userOf(second)).toMatchObject({ role: 'office' });
  });

  it('refuses to delete a washer who has a user: 409 naming the washer', async () => {
    await registerUser(admin, {
      name: 'Kiinni Kalle',
      email: 'kalle@example.fi',
      password,
      role: 'washer',
      washerId,
    });
    const res = await admin.inject({ method: 'DELETE', url: `/api/settings/cleaner/${washerId}` });
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json().fields)).toEqual(['id']);
  });
});
