import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PostalCodeOption,
  SavedCleaner,
  SavedPostalArea,
  Suggestion,
} from '#contracts/settings.ts';
import { calendars, washerReservations } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { insertTestOrders } from '#server/test-support/orders.ts';
import {
  asCleanerInput,
  deleteSettings,
  getSettings,
  postalAreaVersionOf,
  postSettings,
} from '#server/test-support/settings.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Clock of the test app: Monday 23 November 2026, 08:00 Helsinki. Kerava (04xxx) is
// served by no demo washer.
const sleepPastCache = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('settings: postal areas, washers, suggestions, postal codes', () => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp());
  });
  afterAll(() => t.close());

  const get = <T>(path: string) => getSettings<T>(session, path);
  const post = (path: string, payload: object) => postSettings(session, path, payload);
  const remove = (path: string) => deleteSettings(session, path);
  const areas = () => get<SavedPostalArea[]>('postalareas');
  const cleaners = () => get<SavedCleaner[]>('cleaners');
  const isServed = async (code: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/calendar/validatePostalcode/${code}` })).json<{
      available: boolean;
    }>().available;
  const freeDays = async (code: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/calendar/validateAndGetAvailableDays/${code}/120`,
      })
    ).json<{ date: string; cleanerId: number }[]>();
  const areaVersion = () => postalAreaVersionOf(t.database.db);
  const asInput = asCleanerInput;

  it('answers the postal-code lookup: street-address codes with place names, not stored', async () => {
    const res = await session.inject({ method: 'GET', url: '/api/settings/postalcodes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const codes = res.json<PostalCodeOption[]>();
    expect(codes.length).toBeGreaterThan(2500);
    expect(codes).toContainEqual({ code: '00100', name: 'HELSINKI' });
    expect(codes).toContainEqual({ code: '04200', name: 'KERAVA' });
    expect(codes.map((c) => c.code)).toEqual(codes.map((c) => c.code).sort());
  });

  it('lists the demo areas, the washers with their calendar rows and the free maintainers', async () => {
    const list = await areas();
    expect(list.map((a) => a.name)).toEqual(['Helsinki', 'Espoo', 'Vantaa']);
    expect(list[0]!.postalCodes).toContain('00100');
    const washers = await cleaners();
    expect(washers.map((w) => w.maintain_group_id)).toEqual([101, 102, 103]);
    for (const w of washers) expect(w.calendar_id).toEqual(expect.any(Number));
    expect(washers[1]!.postalAreas).toEqual([list[0]!.id, list[1]!.id].sort((a, b) => a - b));
    expect(await get<Suggestion[]>('suggestions')).toEqual([
      { id: 104, name: 'Lasikirkas Oy' },
      { id: 105, name: 'Pesupojat Tmi' },
      { id: 106, name: 'Uudenmaan Ikkunahuolto Oy' },
    ]);
  });

  it('creates an area and a washer from a suggestion: customers are served within a second', async () => {
    expect(await isServed('04200')).toBe(false);
    const before = await areas();
    const saved = await post('postalareas', [
      ...before,
      { name: ' Kerava ', postalCodes: ['04220', '04200'] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json<SavedPostalArea[]>();
    expect(list.slice(0, 3)).toEqual(before);
    const kerava = list[3]!;
    expect(kerava).toEqual({
      id: expect.any(Number),
      name: 'Kerava',
      postalCodes: ['04200', '04220'],
    });
    // An area no washer serves serves nobody.
    await sleepPastCache();
    expect(await isServed('04200')).toBe(false);

    const res = await post('cleaners', [
      {
        name: 'Lasse Lasikirkas',
        address: 'Kauppakaari 1, 04200 Kerava',
        maintain_group_id: 104,
        postalAreas: [kerava.id],
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const washers = res.json<SavedCleaner[]>();
    expect(washers).toHaveLength(4);
    const added = washers[3]!;
    expect(added).toMatchObject({
      name: 'Lasse Lasikirkas',
      maintain_group_id: 104,
      postalAreas: [kerava.id],
    });
    // Its calendar row: one per washer, named after it, on the blocking page.
    const [calendar] = await t.database.db
      .select()
      .from(calendars)
      .where(eq(calendars.id, added.calendar_id!));
    expect(calendar).toMatchObject({
      washerId: added.id,
      name: 'Lasse Lasikirkas',
      maintainingGroupId: 104,
    });
    expect((await get<Suggestion[]>('suggestions')).map((s) => s.id)).toEqual([105, 106]);

    await sleepPastCache();
    expect(await isServed('04200')).toBe(true);
    expect(await isServed('04220')).toBe(true);
    const days = await freeDays('04220');
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d.cleanerId === added.id)).toBe(true);
  });

  it('updates rows in place: a code taken out of an area stops being served', async () => {
    const list = await areas();
    const kerava = list.find((a) => a.name === 'Kerava')!;
    const res = await post('postalareas', [
      { ...kerava, name: 'Kerava keskusta', postalCodes: ['04200'] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // Rows left out of the list stay.
    expect(res.json<SavedPostalArea[]>().map((a) => a.name)).toEqual([
      'Helsinki',
      'Espoo',
      'Vantaa',
      'Kerava keskusta',
    ]);
    await sleepPastCache();
    expect(await isServed('04220')).toBe(false);
    expect(await isServed('04200')).toBe(true);

    const washers = await cleaners();
    const lasse = washers.find((w) => w.maintain_group_id === 104)!;
    const renamed = await post('cleaners', [
      { ...asInput([lasse])[0], name: 'Lasse L.', postalAreas: [] },
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<SavedCleaner[]>()).toHaveLength(4);
    await sleepPastCache();
    expect(await isServed('04200')).toBe(false);
    const [calendar] = await t.database.db
      .select()
      .from(calendars)
      .where(eq(calendars.id, lasse.calendar_id!));
    expect(calendar!.name).toBe('Lasse L.');
  });

  it('saves an unchanged list without moving the postal-area counter', async () => {
    const version = await areaVersion();
    expect((await post('postalareas', await areas())).statusCode).toBe(200);
    expect((await post('cleaners', asInput(await cleaners()))).statusCode).toBe(200);
    expect(await areaVersion()).toBe(version);
  });

  it('refuses to delete an area washers serve (409) and deletes it once none does', async () => {
    const list = await areas();
    const espoo = list.find((a) => a.name === 'Espoo')!;
    const inUse = await remove(`postalarea/${espoo.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<{ fields: Record<string, string> }>().fields.id).toBe(
      'Postinumeroalue on pesijöiden käytössä: poista se ensin pesijöiltä',
    );
    expect(await areas()).toEqual(list);

    const kerava = list.find((a) => a.name === 'Kerava keskusta')!;
    expect((await remove(`postalarea/${kerava.id}`)).statusCode).toBe(204);
    expect((await areas()).map((a) => a.name)).toEqual(['Helsinki', 'Espoo', 'Vantaa']);
    expect((await remove(`postalarea/${kerava.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a washer with coming bookings (409); without them, the calendar goes too', async () => {
    const washers = await cleaners();
    const lasse = washers.find((w) => w.maintain_group_id === 104)!;
    const { db } = t.database;
    const [past, coming] = await insertTestOrders(db, 2);
    await db.insert(washerReservations).values([
      {
        washerId: lasse.id,
        orderId: past!,
        during: { start: new Date('2026-11-02T08:00:00Z'), end: new Date('2026-11-02T10:00:00Z') },
      },
      {
        washerId: lasse.id,
        orderId: coming!,
        during: { start: new Date('2026-12-02T08:00:00Z'), end: new Date('2026-12-02T10:00:00Z') },
      },
    ]);
    const refused = await remove(`cleaner/${lasse.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ fields: Record<string, string> }>().fields.id).toBe(
      'Pesijällä on tulevia varauksia: siirrä tai peru ne ennen pesijän poistamista',
    );
    expect(await cleaners()).toEqual(washers);

    // The booking moved away (here: cancelled): the washer may go; past bookings are history.
    await db.delete(washerReservations).where(eq(washerReservations.orderId, coming!));
    expect((await remove(`cleaner/${lasse.id}`)).statusCode).toBe(204);
    expect((await cleaners()).map((w) => w.id)).not.toContain(lasse.id);
    expect(await db.select().from(calendars).where(eq(calendars.id, lasse.calendar_id!))).toEqual(
      [],
    );
    expect((await get<Suggestion[]>('suggestions')).map((s) => s.id)).toEqual([104, 105, 106]);
    expect((await remove(`cleaner/${lasse.id}`)).statusCode).toBe(404);
  });
});
