import { and, eq, gt, isNotNull, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { StaffRole } from '#contracts/access.ts';
import type { Database } from '#server/db/client.ts';
import { refreshSessions, users } from '#server/db/schema/index.ts';

export type SessionRow = typeof refreshSessions.$inferSelect;
export type NewSession = typeof refreshSessions.$inferInsert;

/** The user behind a live access token, as the guard needs it. */
export interface SessionUserRow {
  sessionId: number;
  familyId: string;
  userId: number;
  name: string;
  email: string;
  role: StaffRole;
  washerId: number | null;
  hasTotp: boolean;
}

export async function insertSession(db: Database, row: NewSession): Promise<SessionRow> {
  const [inserted] = await db.insert(refreshSessions).values(row).returning();
  return inserted!;
}

/** The row of a refresh token hash, locked for the rotation that follows. */
export async function lockSessionByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<SessionRow | null> {
  const rows = await db
    .select()
    .from(refreshSessions)
    .where(eq(refreshSessions.tokenHash, tokenHash))
    .for('update');
  return rows[0] ?? null;
}

export async function findSessionByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<SessionRow | null> {
  const rows = await db
    .select()
    .from(refreshSessions)
    .where(eq(refreshSessions.tokenHash, tokenHash));
  return rows[0] ?? null;
}

/** The row of a session id, locked (the successor of a replaced token, decision 041). */
export async function lockSessionById(db: Database, id: number): Promise<SessionRow | null> {
  const rows = await db
    .select()
    .from(refreshSessions)
    .where(eq(refreshSessions.id, id))
    .for('update');
  return rows[0] ?? null;
}

/** Marks a row replaced at `at` by `by`, keeping the successor's sealed pair (or null). */
export async function markReplaced(
  db: Database,
  id: number,
  by: number,
  at: Date,
  successorTokens: string | null,
): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ replacedBy: by, replacedAt: at, successorTokens })
    .where(eq(refreshSessions.id, id));
}

/**
 * Forgets the sealed successor pairs of rows replaced at or before `until` (their grace
 * window is over), of one family or of all.
 */
export async function clearSuccessorTokens(
  db: Database,
  until: Date,
  familyId?: string,
): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ successorTokens: null })
    .where(
      and(
        isNotNull(refreshSessions.successorTokens),
        lte(refreshSessions.replacedAt, until),
        familyId === undefined ? undefined : eq(refreshSessions.familyId, familyId),
      ),
    );
}

/**
 * An access token is good while its row is the newest of a family that nobody revoked,
 * and it has not expired.
 */
export async function findLiveSessionByAccessHash(
  db: Database,
  accessTokenHash: string,
  now: Date,
): Promise<SessionUserRow | null> {
  const rows = await db
    .select({
      sessionId: refreshSessions.id,
      familyId: refreshSessions.familyId,
      userId: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      washerId: users.washerId,
      totpSecret: users.totpSecret,
    })
    .from(refreshSessions)
    .innerJoin(users, eq(users.id, refreshSessions.userId))
    .where(
      and(
        eq(refreshSessions.accessTokenHash, accessTokenHash),
        isNull(refreshSessions.revokedAt),
        isNull(refreshSessions.replacedBy),
        gt(refreshSessions.accessExpiresAt, now),
        gt(refreshSessions.familyExpiresAt, now),
      ),
    );
  const row = rows[0];
  if (!row) return null;
  const { totpSecret, ...rest } = row;
  return { ...rest, hasTotp: totpSecret !== null };
}

/** Ends a family: every row revoked, no sealed successor pair left behind. */
export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: now, successorTokens: null })
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
}

/** Ends every session of a user, or every one but `keepFamilyId`. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: now, successorTokens: null })
    .where(
      and(
        eq(refreshSessions.userId, userId),
        isNull(refreshSessions.revokedAt),
        keepFamilyId === undefined ? undefined : ne(refreshSessions.familyId, keepFamilyId),
      ),
    );
}

/** Drops a user's rows that can no longer be used (kept a day for reuse detection). */
export async function deleteStaleSessions(db: Database, userId: number, before: Date) {
  await db
    .delete(refreshSessions)
    .where(
      and(
        eq(refreshSessions.userId, userId),
        or(lt(refreshSessions.expiresAt, before), lt(refreshSessions.familyExpiresAt, before)),
      ),
    );
}
