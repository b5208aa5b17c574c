/**
 * The session refresh that the client itself sends when a back-office call meets a 401
 * (web/lib/api/client.ts): in neither table, since the landing page loads the client and
 * must not load the back office's table. Its own 401 is the answer (the session is over).
 */
import type { AuthProfile } from '../auth';
import { endpoint } from './endpoint';

export const sessionEndpoints = {
  refreshSession: endpoint('GET', '/auth/refresh', { isPublic: true }).returns<AuthProfile>(),
};
