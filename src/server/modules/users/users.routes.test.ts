import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userListItemSchema } from '#contracts/auth.ts';
import {
  createAdminTestApp,
  loginAs,
  testAdmin,
  type TestSession,
} from '#server/test-support/admin-session.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { createSessionService } from '../auth/session.service';
import { createUsersService } from './users.service';

const valid = { name: 'Maija Meikäläinen', email: 'maija@example.fi', password: 'salasana-123' };

describe('users', () => {
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp());
  });
  afterAll(() => t.close());

  const list = async () =>
    (await admin.inject({ method: 'GET', url: '/api/users' })).json() as {
      id: number;
      name: string;
      email: string;
    }[];
  const register = (payload: unknown, lang = 'fi') =>
    admin.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': lang },
      payload: payload as Record<string, unknown>,
    });

  it('creates a user who can log in; the list and GET users/:id show them, never a password', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(201);
    const created = userListItemSchema.parse(res.json());
    expect(created).toMatchObject({ name: valid.name, email: valid.email, totp_enabled: false });
    const users = await list();
    expect(users.map((u) => u.email)).toEqual([valid.email, testAdmin.email]);
    const one = await admin.inject({ method: 'GET', url: `/api/users/${created.id}` });
    expect(one.json()).toEqual(created);
    for (const body of [res.body, one.body, JSON.stringify(users)]) {
      expect(body).not.toMatch(/password|hash|argon|totp_secret/i);
    }
    await loginAs(t, valid.email, valid.password);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'all empty',
      { name: '', email: '', password: '' },
      {
        name: 'Pakollinen tieto',
        email: 'Pakollinen tieto',
        password: 'Pakollinen tieto',
      },
    ],
    [
      'all missing',
      {},
      { name: 'Pakollinen tieto', email: 'Pakollinen tieto', password: 'Pakollinen tieto' },
    ],
    [
      'short name, bad email, short password',
      { name: 'Al', email: 'al@', password: 'lyhyt' },
      {
        name: 'Nimi on liian lyhyt',
        email: 'Sähköpostiosoite ei ole kelvollinen',
        password: 'Salasanan on oltava vähintään 8 merkkiä',
      },
    ],
    [
      'name of 57, email of 129',
      { ...valid, name: 'a'.repeat(57), email: `${'a'.repeat(62)}@${'b'.repeat(63)}.fi` },
      {
        name: 'Nimi on liian pitkä',
        email: 'Sähköpostiosoite on liian pitkä',
      },
    ],
    [
      'wrong types',
      { name: 5, email: true, password: ['x'] },
      {
        name: 'Anna kelvollinen arvo',
        email: 'Sähköpostiosoite ei ole kelvollinen',
        password: 'Anna kelvollinen arvo',
      },
    ],
  ])(
    'refuses a new user with %s: 400 naming the fields, nothing created',
    async (_, payload, fields) => {
      const before = await list();
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
      expect(res.json().fields).toEqual(fields);
      expect(await list()).toEqual(before);
    },
  );

  it('names the fields in English for an English client', async () => {
    const res = await register({ name: 'Al', email: valid.email, password: 'x' }, 'en');
    expect(res.json().fields).toEqual({
      name: 'Name is too short',
      password: 'Password must be at least 8 characters',
    });
  });

  it('refuses an email already in use, in any letter case', async () => {
    const before = await list();
    const res = await register({ ...valid, name: 'Toinen Maija', email: 'MAIJA@example.FI' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'Sähköpostiosoite on jo käytössä' });
    expect(await list()).toEqual(before);
  });

  describe('PUT users/:id', () => {
    it('updates name and email; an empty or absent password keeps the password', async () => {
      const { id } = (await register({ ...valid, email: 'pekka@example.fi' })).json();
      for (const password of ['', undefined]) {
        const res = await admin.inject({
          method: 'PUT',
          url: `/api/users/${id}`,
          payload: { name: 'Pekka Päivitetty', email: 'pekka.p@example.fi', password },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          id,
          name: 'Pekka Päivitetty',
          email: 'pekka.p@example.fi',
        });
      }
      await loginAs(t, 'pekka.p@example.fi', valid.password);
    });

    it('a new password ends the other sessions of that user at once', async () => {
      const { id } = (await register({ ...valid, email: 'liisa@example.fi' })).json();
      const theirs = await loginAs(t, 'liisa@example.fi', valid.password);
      const res = await admin.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: {
          name: valid.name,
          email: 'liisa@example.fi',
          password: 'uusi-salasana-9',
          currentPassword: testAdmin.password,
        },
      });
      expect(res.statusCode).toBe(200);
      expect((await theirs.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(401);
      await loginAs(t, 'liisa@example.fi', 'uusi-salasana-9');
      // Changing your own password keeps the session you are in.
      const own = await loginAs(t, 'liisa@example.fi', 'uusi-salasana-9');
      const self = await own.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: {
          name: valid.name,
          email: 'liisa@example.fi',
          password: 'kolmas-salasana',
          currentPassword: 'uusi-salasana-9',
        },
      });
      expect(self.statusCode).toBe(200);
      expect((await own.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(200);
    });

    it('refuses bad input with 400 naming the fields and changes nothing', async () => {
      const before = await list();
      const target = before.find((u) => u.email === valid.email)!;
      const cases: [Record<string, unknown>, string[]][] = [
        [{ name: 'X', email: 'x', password: 'short' }, ['name', 'email', 'password']],
        [{ name: valid.name, email: testAdmin.email }, ['email']],
        [{ email: valid.email }, ['name']],
      ];
      for (const [payload, fields] of cases) {
        const res = await admin.inject({ method: 'PUT', url: `/api/users/${target.id}`, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(res.json().fields).sort()).toEqual(fields.sort());
      }
      expect(await list()).toEqual(before);
      await loginAs(t, valid.email, valid.password);
    });

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      const payload = { name: valid.name, email: 'ghost@example.fi' };
      expect(
        (await admin.inject({ method: 'PUT', url: '/api/users/999', payload })).statusCode,
      ).toBe(404);
      const bad = await admin.inject({ method: 'PUT', url: '/api/users/0', payload });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual(['id']);
      const badGet = await admin.inject({ method: 'GET', url: '/api/users/x1' });
      expect(Object.keys(badGet.json().fields)).toEqual(['id']);
      expect((await admin.inject({ method: 'GET', url: '/api/users/999' })).statusCode).toBe(404);
    });
  });

  describe('DELETE users/:id', () => {
    // The acting user's password, as a JSON body (decision 041; users.reauthentication.test.ts).
    const remove = (id: number) =>
      admin.inject({
        method: 'DELETE',
        url: `/api/users/${id}`,
        payload: { currentPassword: testAdmin.password },
      });

    it('deletes a user and ends their sessions at once', async () => {
      const { id } = (await register({ ...valid, email: 'poistettava@example.fi' })).json();
      const theirs = await loginAs(t, 'poistettava@example.fi', valid.password);
      const res = await remove(id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await theirs.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(401);
      expect((await list()).some((u) => u.id === id)).toBe(false);
      expect((await remove(id)).statusCode).toBe(404);
    });

    it('refuses to delete yourself', async () => {
      const res = await remove(1);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'CANNOT_DELETE_SELF',
        message: 'Et voi poistaa omaa käyttäjätunnustasi',
      });
      expect((await list()).some((u) => u.id === 1)).toBe(true);
    });

    it('refuses to delete the last admin (e.g. from a script acting for nobody)', async () => {
      const fresh = await createAdminTestApp();
      const sessions = createSessionService(fresh.t.database.db, { now: () => new Date() });
      const users = createUsersService(fresh.t.database.db, sessions);
      await expect(users.remove(1, { userId: 0, familyId: 'script' })).rejects.toMatchObject({
        code: 'LAST_ADMIN',
      });
      expect(await users.count()).toBe(1);
      await fresh.t.close();
    });
  });
});
