/**
 * The back office's counter (price and time configuration) in API tests: read it as
 * customers do, save it as an admin, and build a save with one window row changed.
 */
import { expect } from 'vitest';
import type { CounterApi } from '#contracts/counter.ts';
import type { TestSession } from './admin-session';
import type { TestApp } from './test-app';

/** The counter as GET answers it and PUT takes it (without the name), open to any change. */
export type CounterBody = Omit<CounterApi, 'translate'> & Record<string, unknown>;

/** GET counter/:id, as customers read it (200 expected), with its version (`updated_at`). */
export async function readCounterVersion(t: TestApp, id = '1'): Promise<CounterBody> {
  const res = await t.app.inject({ method: 'GET', url: `/api/counter/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json<CounterBody>();
}

/**
 * GET counter/:id without its version: saved back, it overwrites whatever is stored (the
 * stale-save check is counter-stale-save.test.ts's).
 */
export async function readCounter(t: TestApp, id = '1'): Promise<CounterBody> {
  return withoutVersion(await readCounterVersion(t, id));
}

/** A configuration without its version. */
export const withoutVersion = ({ updated_at: _version, ...counter }: CounterBody): CounterBody =>
  counter;

/** PUT counter/:id by the session, in `lang`. */
export const putCounter = (s: TestSession, payload: unknown, id = '1', lang = 'fi') =>
  s.inject({
    method: 'PUT',
    url: `/api/counter/${id}`,
    headers: { 'accept-language': lang },
    payload: payload as object,
  });

/** A window row without its id: saved, it becomes a new row. */
export const withoutId = ({ id: _id, ...w }: CounterBody['windows'][number]) => w;

/** The counter with the window row at `index` changed by `patch`. */
export const withWindowOf = (
  counter: CounterBody,
  patch: Record<string, unknown>,
  index = 0,
): CounterBody => ({
  ...counter,
  windows: counter.windows.map((w, i) => (i === index ? { ...w, ...patch } : w)),
});

/**
 * Saves the counter again with every row as a new row, so a test starts from the seeded
 * configuration whatever the one before saved; answers the counter as read back.
 */
export async function saveCounterAfresh(
  t: TestApp,
  admin: TestSession,
  counter: CounterBody,
): Promise<CounterBody> {
  const res = await putCounter(admin, { ...counter, windows: counter.windows.map(withoutId) });
  expect(res.statusCode).toBe(200);
  return readCounter(t);
}
