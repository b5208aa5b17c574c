/**
 * Notifications in API tests: a valid back-office form, and its create and update.
 */
import { expect } from 'vitest';
import type { TestSession } from './admin-session';
import type { TestApp } from './test-app';

/** An urgent notice with a link, shown from 2026-11-23 09:00 to 11-30 00:00 in Helsinki. */
export const notificationForm = {
  type: 'URGENT',
  message: 'Huoltokatko tiistaina',
  extra_info: '<p>Lisätietoja <a href="https://example.fi/katko">täällä</a></p>',
  start_showing: '2026-11-23T09:00:00+02:00',
  stop_showing: '2026-11-30T00:00:00+02:00',
};

/** POST notification (create) or PUT notification/:id (update) by the session. */
export const saveNotification = (
  s: TestSession,
  id: number | null,
  payload: object,
  lang?: string,
) =>
  s.inject({
    method: id === null ? 'POST' : 'PUT',
    url: id === null ? '/api/notification' : `/api/notification/${id}`,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
    payload,
  });

export type ListedNotification = {
  id: number;
  message: string;
  state: string;
  start_showing: string;
};

/** GET notification/list: every notification, as the back office lists them. */
export const listNotifications = async (s: TestSession) =>
  (await s.inject({ method: 'GET', url: '/api/notification/list' })).json() as ListedNotification[];

/** GET notification: the banners customers see now. */
export const currentBanners = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/notification' })).json() as ListedNotification[];

/** Creates a notification by the session (201 expected); answers its id. */
export async function createNotification(s: TestSession, payload: object): Promise<number> {
  const res = await saveNotification(s, null, payload);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
