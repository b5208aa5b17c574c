/**
 * Washer users for API tests of the washer's day (issue 23): a `washer` user linked to a
 * washer, registered by an admin, and signed in.
 */
import { loginAs, type TestSession } from './admin-session';
import { registerUser } from './auth-requests';
import type { TestApp } from './test-app';

export const washerPassword = 'pesijan-salasana-1';

export interface WasherUser {
  userId: number;
  name: string;
  email: string;
  session: TestSession;
}

/** Registers a washer user for `washerId` by `admin` and signs them in. */
export async function signInWasher(
  t: TestApp,
  admin: TestSession,
  washerId: number,
  name = `Pesijä ${washerId}`,
): Promise<WasherUser> {
  const email = `pesija-${washerId}-${Math.random().toString(36).slice(2, 8)}@example.fi`;
  const userId = await registerUser(admin, {
    name,
    email,
    password: washerPassword,
    role: 'washer',
    washerId,
  });
  return { userId, name, email, session: await loginAs(t, email, washerPassword) };
}
