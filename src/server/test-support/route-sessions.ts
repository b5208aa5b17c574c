/**
 * The session a route sweep calls a back-office route with (decision 058): the admin's,
 * or a washer's for the routes the role table gives to washers only (the washer's day),
 * so that each route is reached past the role check, as its own users reach it.
 */
import { isAllowed } from '#contracts/access.ts';
import type { TestSession } from './admin-session';
import type { Route } from './route-table';
import type { TestApp } from './test-app';
import { washersWithCalendars } from './booked-jobs';
import { signInWasher } from './washer-users';

export async function sessionsForRoutes(
  t: TestApp,
  admin: TestSession,
): Promise<(route: Route) => TestSession> {
  const [washer] = await washersWithCalendars(t.database.db);
  const washerSession = washer ? (await signInWasher(t, admin, washer.id)).session : admin;
  return (route) => {
    const name = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.path}`;
    const isWashersOnly =
      !isAllowed(name, { role: 'admin', userId: 0 }, {}) &&
      isAllowed(name, { role: 'washer', userId: 0 }, {});
    return isWashersOnly ? washerSession : admin;
  };
}
