import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pgConstraint, pgErrorCode, pgErrorCodes } from '#server/db/database.ts';
import { users, washers } from '#server/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const emailIndex = 'users_email_lower_idx';

/** True when a write failed on the case-insensitive unique email index. */
export function isEmailTaken(error: unknown): boolean {
  return pgErrorCode(error) === pgErrorCodes.uniqueViolation && pgConstraint(error) === emailIndex;
}

export function listUsers(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0] ?? null;
}

/** Emails are unique regardless of letter case. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return rows[0] ?? null;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Inserts a user; throws the driver's error on a taken email (see isEmailTaken). */
export async function insertUser(db: Database, row: NewUserRow): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  return inserted!;
}

export async function updateUser(
  db: Database,
  id: number,
  changes: Partial<Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'role' | 'washerId'>>,
): Promise<UserRow | null> {
  const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return rows[0] ?? null;
}

/** The admins, locked until the transaction ends: two deletions cannot both pass the check. */
export async function lockAdmins(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
}

export async function deleteUser(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function setPendingTotpSecret(db: Database, id: number, secret: string | null) {
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, id));
}

/** Confirms enrolment: the pending secret becomes the secret, with its first step used. */
export async function enableTotp(db: Database, id: number, secret: string, step: number) {
  await db
    .update(users)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
    .where(eq(users.id, id));
}

export async function clearTotp(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Records the time step of an accepted code, only if it is later than the last one: of two
 * logins racing with the same code, one wins.
 */
export async function claimTotpStep(db: Database, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function washerExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: washers.id }).from(washers).where(eq(washers.id, id));
  return rows.length > 0;
}
