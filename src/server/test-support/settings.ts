/**
 * The back office's settings in API tests: its requests (postal areas, washers, maintainer
 * suggestions), the postal-area counter the calendar's caches follow, and a washer list
 * turned back into the form that saves it.
 */
import { expect } from 'vitest';
import type { SavedCleaner } from '#contracts/settings.ts';
import type { Database } from '../db/client';
import { postalAreaVersion } from '../db/schema';
import type { TestSession } from './admin-session';

/** GET settings/`path` by the session (200 expected). */
export async function getSettings<T>(s: TestSession, path: string): Promise<T> {
  const res = await s.inject({ method: 'GET', url: `/api/settings/${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

export const postSettings = (s: TestSession, path: string, payload: object) =>
  s.inject({ method: 'POST', url: `/api/settings/${path}`, payload });

export const deleteSettings = (s: TestSession, path: string) =>
  s.inject({ method: 'DELETE', url: `/api/settings/${path}` });

/** The postal-area counter: it moves when a save changes what is served. */
export const postalAreaVersionOf = async (db: Database) =>
  (await db.select().from(postalAreaVersion))[0]!.version;

/** The washers as POST cleaners takes them (without their calendar rows). */
export const asCleanerInput = (list: SavedCleaner[]) =>
  list.map(({ calendar_id: _calendar, ...rest }) => rest);
