import type { FastifyReply, FastifyRequest } from 'fastify';
import { reauthenticationSchema } from '#contracts/auth.ts';
import { adminSessionOf } from '#server/plugins/authenticate.ts';
import { LoginThrottledError, type AuthService, type Reauthentication } from './auth.service';

/**
 * The body of a DELETE (or a bodiless POST) that needs re-authentication:
 * `{currentPassword, code}` as JSON; no body, an empty one or `null` is a missing proof
 * (403 naming `currentPassword`, not 400).
 */
export const reauthenticationBodySchema = reauthenticationSchema.nullish();

/** Runs `work`; a throttled login or re-authentication answers 429 with Retry-After (s). */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LoginThrottledError) {
      reply.header('retry-after', String(Math.ceil(error.retryAfterMs / 1000)));
    }
    throw error;
  }
}

/**
 * The acting user proves who they are before a sensitive change (decision 041): their
 * current password and, with TOTP on, a current code. Otherwise 403
 * REAUTHENTICATION_FAILED naming the field; counted with the logins (429 with Retry-After).
 */
export function reauthenticateActor(
  auth: AuthService,
  request: FastifyRequest,
  reply: FastifyReply,
  proof: Reauthentication | null | undefined,
): Promise<void> {
  const { userId } = adminSessionOf(request);
  return withRetryAfter(reply, () => auth.reauthenticate(userId, proof ?? {}, request.ip));
}
