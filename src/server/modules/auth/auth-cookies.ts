import type { FastifyReply } from 'fastify';
import type { Clock } from '#server/lib/clock.ts';
import {
  accessCookieName,
  accessCookiePath,
  refreshCookieName,
  refreshCookiePath,
} from '#server/plugins/authenticate.ts';
import type { IssuedTokens } from './session.service';

/**
 * httpOnly, SameSite=Strict cookies, Secure when PUBLIC_URL is https. Lifetimes are given
 * as Max-Age (relative), so a fixed server clock (NOW) cannot make them expire at once in
 * the browser.
 */
export function createAuthCookies(publicUrl: string, clock: Clock) {
  const base = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: publicUrl.startsWith('https:'),
  };
  const secondsUntil = (at: Date) =>
    Math.max(1, Math.floor((at.getTime() - clock.now().getTime()) / 1000));

  return {
    set(reply: FastifyReply, tokens: IssuedTokens) {
      reply.setCookie(accessCookieName, tokens.accessToken, {
        ...base,
        path: accessCookiePath,
        maxAge: secondsUntil(tokens.accessExpiresAt),
      });
      reply.setCookie(refreshCookieName, tokens.refreshToken, {
        ...base,
        path: refreshCookiePath,
        maxAge: secondsUntil(tokens.refreshExpiresAt),
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(accessCookieName, { ...base, path: accessCookiePath });
      reply.clearCookie(refreshCookieName, { ...base, path: refreshCookiePath });
    },
  };
}
export type AuthCookies = ReturnType<typeof createAuthCookies>;
