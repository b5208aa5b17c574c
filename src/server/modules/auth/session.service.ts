import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  deleteStaleSessions,
  findLiveSessionByAccessHash,
  findSessionByTokenHash,
  insertSession,
  lockSessionByTokenHash,
  markReplaced,
  revokeFamily,
  revokeUserSessions,
  type SessionUserRow,
} from './auth.repository';

/**
 * Back-office sessions (DESIGN section 7, docs/decisions/016-admin-sessions.md).
 * A login starts a family; each row of it holds the hashes (sha256) of one refresh token
 * and of the access token issued with it. Refreshing rotates: the row is marked replaced
 * and the next one inserted. Presenting a replaced or revoked refresh token revokes the
 * whole family. An access token counts only while its row is live, so logout and
 * deleting a user end the session at once.
 */
export const accessTtlMs = 5 * 60_000;
/** Idle time after which the refresh token lapses (ASVS 3.3.2, level 2: 30 minutes). */
export const idleTtlMs = 30 * 60_000;
/** Absolute life of a family: a new login every 12 hours (ASVS 3.3.2, level 2). */
export const absoluteTtlMs = 12 * 60 * 60_000;
const staleRowsKeptMs = 24 * 60 * 60_000;

export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
  familyId: string;
  userId: number;
}

export type AuthSession = SessionUserRow;

export type RotateResult =
  { outcome: 'rotated'; tokens: IssuedTokens } | { outcome: 'reused' } | { outcome: 'invalid' };

const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

export function createSessionService(db: Database, clock: Clock) {
  function rowFor(userId: number, familyId: string, familyExpiresAt: Date, now: Date) {
    const accessToken = newToken();
    const refreshToken = newToken();
    const accessExpiresAt = earlier(later(now, accessTtlMs), familyExpiresAt);
    const refreshExpiresAt = earlier(later(now, idleTtlMs), familyExpiresAt);
    const row = {
      userId,
      familyId,
      tokenHash: tokenHash(refreshToken),
      accessTokenHash: tokenHash(accessToken),
      accessExpiresAt,
      expiresAt: refreshExpiresAt,
      familyExpiresAt,
    };
    const tokens: IssuedTokens = {
      accessToken,
      accessExpiresAt,
      refreshToken,
      refreshExpiresAt,
      familyId,
      userId,
    };
    return { row, tokens };
  }

  return {
    /** A new family for a user who just proved who they are. */
    async start(userId: number): Promise<IssuedTokens> {
      const now = clock.now();
      await deleteStaleSessions(db, userId, new Date(now.getTime() - staleRowsKeptMs));
      const { row, tokens } = rowFor(userId, randomUUID(), later(now, absoluteTtlMs), now);
      await insertSession(db, row);
      return tokens;
    },

    /** Exchanges a refresh token for the next pair; a second use revokes the family. */
    async rotate(refreshToken: string): Promise<RotateResult> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const current = await lockSessionByTokenHash(tx, tokenHash(refreshToken));
        if (!current) return { outcome: 'invalid' } as const;
        if (current.revokedAt || current.replacedBy !== null) {
          await revokeFamily(tx, current.familyId, now);
          return { outcome: 'reused' } as const;
        }
        const familyEnd = current.familyExpiresAt ?? current.expiresAt;
        if (current.expiresAt <= now || familyEnd <= now) return { outcome: 'invalid' } as const;
        const { row, tokens } = rowFor(current.userId, current.familyId, familyEnd, now);
        const next = await insertSession(tx, row);
        await markReplaced(tx, current.id, next.id);
        return { outcome: 'rotated', tokens } as const;
      });
    },

    /** The session and user of a live access token, or null. */
    authenticate(accessToken: string): Promise<AuthSession | null> {
      return findLiveSessionByAccessHash(db, tokenHash(accessToken), clock.now());
    },

    /** The family of a refresh token, live or not (logout with an expired access token). */
    async familyOfRefreshToken(refreshToken: string): Promise<string | null> {
      const row = await findSessionByTokenHash(db, tokenHash(refreshToken));
      return row?.familyId ?? null;
    },

    revokeFamily(familyId: string): Promise<void> {
      return revokeFamily(db, familyId, clock.now());
    },

    /** Ends a user's sessions, except the family of the request that asked (if any). */
    revokeUser(userId: number, keepFamilyId?: string): Promise<void> {
      return revokeUserSessions(db, userId, clock.now(), keepFamilyId);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
