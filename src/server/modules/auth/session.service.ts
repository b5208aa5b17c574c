import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import {
  clearSuccessorTokens,
  deleteStaleSessions,
  findLiveSessionByAccessHash,
  findSessionByTokenHash,
  insertSession,
  lockSessionById,
  lockSessionByTokenHash,
  markReplaced,
  revokeFamily,
  revokeUserSessions,
  type SessionRow,
  type SessionUserRow,
} from './auth.repository';

/**
 * Back-office sessions (decision 016).
 * A login starts a family; each row of it holds the hashes (sha256) of one refresh token
 * and of the access token issued with it. Refreshing rotates: the row is marked replaced
 * and the next one inserted. Presenting a replaced or revoked refresh token revokes the
 * whole family, but for a replaced one within `refreshGraceMs` (decision 041), which
 * answers the pair its first refresh issued. An access token counts only while its row is
 * live, so logout and deleting a user end the session at once.
 */
export const accessTtlMs = 5 * 60_000;
/** Idle time after which the refresh token lapses (ASVS 3.3.2, level 2: 30 minutes). */
export const idleTtlMs = 30 * 60_000;
/** Absolute life of a family: a new login every 12 hours (ASVS 3.3.2, level 2). */
export const absoluteTtlMs = 12 * 60 * 60_000;
const staleRowsKeptMs = 24 * 60 * 60_000;
/**
 * How long a replaced refresh token still answers the pair its refresh issued (decision
 * 041). Two tabs, or a request retried by the browser, refresh with one token within a
 * second or two of each other; 30 s leaves room for a slow phone network and a busy
 * server. It gives nothing a thief with the token would not have had by using it first,
 * and after it the old rule holds: a replaced token revokes its family.
 */
export const refreshGraceMs = 30_000;
/** Successors followed from a replaced token to the live one (tabs refreshing in turn). */
const maxGraceHops = 4;

export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
  familyId: string;
  userId: number;
}

export type AuthSession = SessionUserRow;

/**
 * `rotated`: a new pair; `repeated`: the token was replaced within the grace window, here
 * is the pair its replacement issued; `reused`: replaced earlier or revoked, so the family
 * is revoked now; `invalid`: unknown or expired.
 */
export type RotateResult =
  | { outcome: 'rotated' | 'repeated'; tokens: IssuedTokens }
  | { outcome: 'reused' }
  | { outcome: 'invalid' };

/** What is sealed of a successor's pair (the family and user are on its row). */
interface SealedPair {
  accessToken: string;
  accessExpiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/**
 * `successorBox` seals the pair a rotation issued, for the grace window. Without one (the
 * command-line scripts, which never rotate) nothing is sealed and every reuse revokes.
 */
export function createSessionService(db: Database, clock: Clock, successorBox?: SecretBox) {
  const seal = (tokens: IssuedTokens): string | null => {
    if (!successorBox) return null;
    const pair: SealedPair = {
      accessToken: tokens.accessToken,
      accessExpiresAt: tokens.accessExpiresAt.toISOString(),
      refreshToken: tokens.refreshToken,
      refreshExpiresAt: tokens.refreshExpiresAt.toISOString(),
    };
    return successorBox.seal(JSON.stringify(pair));
  };
  const unseal = (sealed: string, row: SessionRow): IssuedTokens | null => {
    if (!successorBox) return null;
    let pair: SealedPair;
    try {
      pair = JSON.parse(successorBox.open(sealed)) as SealedPair;
    } catch {
      // Sealed under another SECRET_KEY: no grace then, the reuse rule decides.
      return null;
    }
    return {
      accessToken: pair.accessToken,
      accessExpiresAt: new Date(pair.accessExpiresAt),
      refreshToken: pair.refreshToken,
      refreshExpiresAt: new Date(pair.refreshExpiresAt),
      familyId: row.familyId,
      userId: row.userId,
    };
  };
  const isInGrace = (row: SessionRow, now: Date) =>
    row.replacedAt !== null && now.getTime() - row.replacedAt.getTime() < refreshGraceMs;

  /**
   * The live pair a replaced token's refresh led to, if the token was replaced within the
   * grace window (and each later replacement within its own), the family is not revoked
   * and the live row has not expired; else null. Rows are locked oldest first, as a
   * rotation locks them, so two of these cannot deadlock.
   */
  async function pairWithinGrace(tx: Database, replaced: SessionRow, now: Date) {
    let row = replaced;
    for (let hop = 0; hop < maxGraceHops; hop++) {
      if (row.replacedBy === null || !row.successorTokens || !isInGrace(row, now)) return null;
      const next = await lockSessionById(tx, row.replacedBy);
      if (!next || next.revokedAt) return null;
      if (next.replacedBy === null) {
        const isLive = next.expiresAt > now && (next.familyExpiresAt ?? next.expiresAt) > now;
        return isLive ? unseal(row.successorTokens, next) : null;
      }
      row = next;
    }
    return null;
  }

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

    /**
     * Exchanges a refresh token for the next pair. A second use within the grace window
     * answers the same pair (concurrent refreshes); a later one revokes the family.
     */
    async rotate(refreshToken: string): Promise<RotateResult> {
      const now = clock.now();
      return db.transaction(async (tx): Promise<RotateResult> => {
        const current = await lockSessionByTokenHash(tx, tokenHash(refreshToken));
        if (!current) return { outcome: 'invalid' };
        if (!current.revokedAt && current.replacedBy !== null) {
          const tokens = await pairWithinGrace(tx, current, now);
          if (tokens) return { outcome: 'repeated', tokens };
        }
        if (current.revokedAt || current.replacedBy !== null) {
          await revokeFamily(tx, current.familyId, now);
          return { outcome: 'reused' };
        }
        const familyEnd = current.familyExpiresAt ?? current.expiresAt;
        if (current.expiresAt <= now || familyEnd <= now) return { outcome: 'invalid' };
        // Pairs sealed for windows that are over are forgotten as the family moves on.
        await clearSuccessorTokens(tx, new Date(now.getTime() - refreshGraceMs), current.familyId);
        const { row, tokens } = rowFor(current.userId, current.familyId, familyEnd, now);
        const next = await insertSession(tx, row);
        await markReplaced(tx, current.id, next.id, now, seal(tokens));
        return { outcome: 'rotated', tokens };
      });
    },

    /** Forgets every sealed pair whose grace window is over (an outbox chore). */
    pruneSuccessorTokens(): Promise<void> {
      return clearSuccessorTokens(db, new Date(clock.now().getTime() - refreshGraceMs));
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
