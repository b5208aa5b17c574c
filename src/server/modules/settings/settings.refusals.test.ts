import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCleaner, SavedPostalArea } from '#contracts/settings.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import {
  asCleanerInput,
  deleteSettings,
  getSettings,
  postalAreaVersionOf,
  postSettings,
} from '#server/test-support/settings.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// What the settings routes refuse; settings.routes.test.ts saves and deletes for real.
describe('settings: postal areas, washers, suggestions, postal codes', () => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
    // A fourth washer beside the three of the demo data, as settings.routes.test.ts adds.
    const added = await post('cleaners', [
      { name: 'Lasse L.', address: '', maintain_group_id: 104, postalAreas: [] },
    ]);
    expect(added.statusCode, added.body).toBe(200);
  });
  afterAll(() => t.close());

  const get = <T>(path: string) => getSettings<T>(session, path);
  const post = (path: string, payload: object) => postSettings(session, path, payload);
  const remove = (path: string) => deleteSettings(session, path);
  const areas = () => get<SavedPostalArea[]>('postalareas');
  const cleaners = () => get<SavedCleaner[]>('cleaners');
  const areaVersion = () => postalAreaVersionOf(t.database.db);
  const asInput = asCleanerInput;

  it('refuses every route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/settings/postalcodes'],
      ['GET', '/api/settings/cleaners'],
      ['POST', '/api/settings/postalareas'],
      ['DELETE', '/api/settings/cleaner/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? [] : undefined });
      expect(res.statusCode).toBe(401);
    }
  });

  it.each<[string, (list: SavedPostalArea[]) => object, number, string, string]>([
    [
      'an unknown postal code',
      () => [{ name: 'X', postalCodes: ['00100', '00001'] }],
      400,
      '0.postalCodes.1',
      'Tuntematon postinumero',
    ],
    [
      'a code of four digits',
      () => [{ name: 'X', postalCodes: ['0010'] }],
      400,
      '0.postalCodes.0',
      'Postinumerossa saa olla vain numeroita (5 kpl)',
    ],
    [
      'a code twice',
      () => [{ name: 'X', postalCodes: ['00100', '00100'] }],
      400,
      '0.postalCodes.1',
      'Sama arvo on jo listalla',
    ],
    ['an empty name', () => [{ name: '  ', postalCodes: [] }], 400, '0.name', 'Pakollinen tieto'],
    [
      'a name of 129 characters',
      () => [{ name: 'x'.repeat(129), postalCodes: [] }],
      400,
      '0.name',
      'Teksti on liian pitkä',
    ],
    [
      'the name of a stored area left out',
      () => [{ name: 'ESPOO', postalCodes: [] }],
      400,
      '0.name',
      'Nimi on jo käytössä',
    ],
    [
      'two new areas of one name',
      () => [
        { name: 'Y', postalCodes: [] },
        { name: 'y', postalCodes: [] },
      ],
      400,
      '1.name',
      'Nimi on jo käytössä',
    ],
    [
      'an area deleted meanwhile',
      (list) => [
        { ...list[0], name: 'Z' },
        { id: 999_999, name: 'Q', postalCodes: [] },
      ],
      409,
      '1.id',
      'Rivi on poistettu tai muuttunut: lataa sivu uudelleen',
    ],
  ])(
    'refuses postal areas with %s, naming the field, changing nothing',
    async (_label, make, status, field, text) => {
      const before = await areas();
      const version = await areaVersion();
      const res = await post('postalareas', make(before));
      expect(res.statusCode).toBe(status);
      expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(text);
      expect(await areas()).toEqual(before);
      expect(await areaVersion()).toBe(version);
    },
  );

  it.each<[string, (list: SavedCleaner[]) => object, number, string, string]>([
    [
      'a new washer not picked from the suggestions',
      () => [{ name: 'N', address: '', maintain_group_id: null, postalAreas: [] }],
      400,
      '0.maintain_group_id',
      'Pakollinen tieto',
    ],
    [
      'an unknown maintainer',
      () => [{ name: 'N', address: '', maintain_group_id: 999, postalAreas: [] }],
      400,
      '0.maintain_group_id',
      'Valitse ylläpitäjä ehdotuksista',
    ],
    [
      'a maintainer that has a washer',
      () => [{ name: 'N', address: '', maintain_group_id: 101, postalAreas: [] }],
      400,
      '0.maintain_group_id',
      'Tällä ylläpitäjällä on jo pesijä',
    ],
    [
      'an unknown postal area',
      () => [{ name: 'N', address: '', maintain_group_id: 105, postalAreas: [1, 999_999] }],
      400,
      '0.postalAreas.1',
      'Tuntematon postinumeroalue',
    ],
    [
      'an area twice',
      () => [{ name: 'N', address: '', maintain_group_id: 105, postalAreas: [1, 1] }],
      400,
      '0.postalAreas.1',
      'Sama arvo on jo listalla',
    ],
    [
      'an empty name',
      (list) => [{ ...asInput(list)[0], name: '' }],
      400,
      '0.name',
      'Pakollinen tieto',
    ],
    [
      'a washer deleted meanwhile',
      (list) => [
        ...asInput(list),
        { id: 999_999, name: 'N', address: '', maintain_group_id: 105, postalAreas: [] },
      ],
      409,
      `${4}.id`,
      'Rivi on poistettu tai muuttunut: lataa sivu uudelleen',
    ],
  ])(
    'refuses washers with %s, naming the field, changing nothing',
    async (_label, make, status, field, text) => {
      const before = await cleaners();
      const version = await areaVersion();
      const res = await post('cleaners', make(before));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(text);
      expect(await cleaners()).toEqual(before);
      expect(await areaVersion()).toBe(version);
    },
  );

  it('names the field in English when asked', async () => {
    const res = await session.inject({
      method: 'POST',
      url: '/api/settings/postalareas',
      headers: { 'accept-language': 'en' },
      payload: [{ name: 'X', postalCodes: ['00001'] }],
    });
    expect(res.json<{ fields: Record<string, string> }>().fields['0.postalCodes.0']).toBe(
      'Unknown postal code',
    );
  });

  it('answers 400 naming the id for an odd id', async () => {
    const res = await remove('cleaner/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty('id');
  });
});
